import { describe, expect, it } from 'vitest'
import { contentMismatch, nameContradictsType } from '../../src/server/uploads/fileSignatures'

const bytes = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const text = (value: string) => new TextEncoder().encode(value)

describe('file signatures of uploads', () => {
  it('accepts files whose first bytes are those of their claimed type', () => {
    expect(contentMismatch('image/png', bytes('89504e470d0a1a0a0000'))).toBeUndefined()
    expect(contentMismatch('image/jpeg', bytes('ffd8ffe000104a464946'))).toBeUndefined()
    expect(contentMismatch('video/mp4', bytes('00000020667479706d703432'))).toBeUndefined()
    expect(contentMismatch('application/vnd.openxmlformats-officedocument.wordprocessingml.document', bytes('504b0304140000'))).toBeUndefined()
    expect(contentMismatch('text/csv; charset=utf-8', text('name;email\nAda;ada@example.com'))).toBeUndefined()
  })

  it('refuses a page, a program or another format claimed to be a known type', () => {
    expect(contentMismatch('image/png', text('<html><script>alert(1)</script>'))).toBe("The file's content is not image/png")
    expect(contentMismatch('application/pdf', bytes('4d5a90000300'))).toBe("The file's content is not application/pdf")
    expect(contentMismatch('image/gif', bytes('ffd8ffe0'))).toBeDefined()
    expect(contentMismatch('text/plain', bytes('7f454c460201010000'))).toBe("The file's content is not text (text/plain)")
  })

  it('stores types it has no signature for as they come', () => {
    expect(contentMismatch('application/octet-stream', bytes('4d5a9000'))).toBeUndefined()
    expect(contentMismatch('application/x-custom', text('anything'))).toBeUndefined()
  })

  it("sees a claimed type that contradicts the file's name", () => {
    expect(nameContradictsType('invoice.pdf', 'image/png')).toBe(true)
    expect(nameContradictsType('photo.JPG', 'image/jpeg')).toBe(false)
    expect(nameContradictsType('clip.mov', 'video/mp4')).toBe(false)
    expect(nameContradictsType('notes.txt', 'text/plain')).toBe(false)
    expect(nameContradictsType('archive', 'application/zip')).toBe(false)
  })
})
