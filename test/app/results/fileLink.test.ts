import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { useConnectionStore } from '../../../src/app/auth/connectionStore'
import { useFileLink } from '../../../src/app/results/useFileLink'

const urls = { builderUrl: 'http://127.0.0.1:3000/api', chatUrl: 'http://127.0.0.1:3001/api' }
const file = 'http://127.0.0.1:3001/api/storage/files/bot/result/upload/abc.pdf'

describe("a visitor's file in the builder", () => {
  it("opens on the builder's origin, where the app's session may read a private file", () => {
    useConnectionStore.setState({ ...urls, hasSession: true, token: null })
    const link = renderHook(() => useFileLink()).result.current
    expect(link(file)).toBe('http://127.0.0.1:3000/api/storage/files/bot/result/upload/abc.pdf')
    // Files elsewhere (a bucket, another site) stay where they are.
    expect(link('https://bucket.example.com/bot/abc.pdf')).toBe('https://bucket.example.com/bot/abc.pdf')
    expect(link('http://127.0.0.1:3001/b/some-bot')).toBe('http://127.0.0.1:3001/b/some-bot')
  })

  it('stays on the chat origin when the app is signed in to another service with a token', () => {
    useConnectionStore.setState({ ...urls, hasSession: false, token: 'bbt_x' })
    expect(renderHook(() => useFileLink()).result.current(file)).toBe(file)
  })
})
