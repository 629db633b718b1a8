import { randomBytes } from 'node:crypto'

export type MultipartPart = { name: string; value: string } | { name: string; fileName: string; contentType: string; bytes: Buffer }

/** A `multipart/form-data` body (RFC 7578) for a file upload, with its content type naming the boundary. */
export function multipartBody(parts: MultipartPart[]): { contentType: string; bytes: Buffer } {
  const boundary = `----chatbot${randomBytes(12).toString('hex')}`
  const quoted = (text: string) => text.replace(/["\r\n]/g, '_')
  const chunks = parts.flatMap((part) => {
    const head =
      'value' in part
        ? `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"\r\n\r\n`
        : `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(part.name)}"; filename="${quoted(part.fileName)}"\r\nContent-Type: ${part.contentType}\r\n\r\n`
    return [Buffer.from(head, 'utf8'), 'value' in part ? Buffer.from(part.value, 'utf8') : part.bytes, Buffer.from('\r\n')]
  })
  return { contentType: `multipart/form-data; boundary=${boundary}`, bytes: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) }
}
