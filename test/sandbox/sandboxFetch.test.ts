import { afterAll, describe, expect, it } from 'vitest'
import type { HttpPort, HttpRequest } from '../../src/server/engine/ports'
import { createSandbox } from '../../src/server/sandbox/createSandbox'

const requests: HttpRequest[] = []
const fakeHttp: HttpPort = {
  async request(request) {
    requests.push(request)
    await new Promise((resolve) => setTimeout(resolve, 10))
    if (request.url.includes('127.0.0.1')) throw new Error('Refused: 127.0.0.1 is a loopback address')
    if (request.url.includes('slow')) return new Promise(() => {})
    return { status: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ echo: request.url }) }
  },
}
const sandbox = createSandbox({ timeoutMs: 2000, http: fakeHttp })
afterAll(() => sandbox.close())

describe('fetch in the sandbox', () => {
  it('goes through the HttpPort and resolves to the response text', async () => {
    requests.length = 0
    const code = `const text = await fetch(url, { method: 'post', headers: { 'X-Token': 42 }, body: { a: 1 } })
      return JSON.parse(text).echo`
    const result = await sandbox.run(code, { url: 'https://api.example.com/items' }, { allowFetch: true })
    expect(result).toMatchObject({ ok: true, value: 'https://api.example.com/items' })
    expect(requests).toEqual([
      { url: 'https://api.example.com/items', method: 'POST', headers: { 'X-Token': '42' }, body: '{"a":1}', timeoutMs: expect.any(Number) },
    ])
    expect(requests[0].timeoutMs).toBeLessThanOrEqual(2000)
  })

  it('rejects inside the code when the HttpPort refuses, so the code can catch it', async () => {
    const code = 'try { await fetch("http://127.0.0.1/admin") } catch (e) { return "refused: " + e.message }'
    expect(await sandbox.run(code, {}, { allowFetch: true })).toMatchObject({ ok: true, value: 'refused: Refused: 127.0.0.1 is a loopback address' })
  })

  it('runs several fetches at once', async () => {
    const code = 'const texts = await Promise.all(["a", "b", "c"].map((p) => fetch("https://x.test/" + p))); return texts.map((t) => JSON.parse(t).echo)'
    expect(await sandbox.run(code, {}, { allowFetch: true })).toMatchObject({ ok: true, value: ['https://x.test/a', 'https://x.test/b', 'https://x.test/c'] })
  })

  it('times out while awaiting a fetch that does not answer', async () => {
    expect(await sandbox.run('return await fetch("https://slow.test")', {}, { allowFetch: true, timeoutMs: 200 })).toMatchObject({ ok: false, error: 'Timed out after 200 ms' })
    expect(await sandbox.run('return 1', {})).toMatchObject({ ok: true, value: 1 })
  })

  it('limits the number of fetches in one run', async () => {
    const code = 'for (let i = 0; i < 25; i++) await fetch("https://x.test/" + i)'
    expect(await sandbox.run(code, {}, { allowFetch: true })).toMatchObject({ ok: false, error: expect.stringMatching(/at most 20/) })
  })

  it('is not defined when the run does not allow it', async () => {
    expect(await sandbox.run('return typeof fetch', {})).toMatchObject({ ok: true, value: 'undefined' })
  })
})
