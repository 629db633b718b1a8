import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import type { OutputBundle } from 'rolldown'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { precompressPlugin } from '../../src/server/build/precompressPlugin'
import { chooseEncoding, compressResponses } from '../../src/server/http/compressResponses'
import { mountStaticApp } from '../../src/server/http/staticApp'
import { createBot, insertResults } from '../support/apiFixtures'
import { startTestServer, type TestServer } from '../support/testServer'

type RawReply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A request whose answer is not decompressed (fetch would undo the encoding before a test sees it). */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<RawReply>((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

const decode = (reply: RawReply) =>
  reply.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(reply.body)
    : reply.headers['content-encoding'] === 'gzip'
      ? gunzipSync(reply.body)
      : reply.body

describe('choosing an encoding', () => {
  it('prefers brotli, then gzip, and honours a refusal with q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br')
    expect(chooseEncoding('gzip')).toBe('gzip')
    expect(chooseEncoding('br;q=0, gzip;q=0.5')).toBe('gzip')
    expect(chooseEncoding('identity')).toBeUndefined()
    expect(chooseEncoding(undefined)).toBeUndefined()
  })
})

describe('built assets', () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'bb-assets-'))
  const script = `export const words = ${JSON.stringify('hello compressed world '.repeat(200))}\n`
  const app = new Hono()
  app.use('*', compressResponses())
  beforeAll(() => {
    mkdirSync(join(clientDir, 'assets'))
    writeFileSync(join(clientDir, 'index.html'), `<!doctype html><title>app</title>${'<!-- padding -->'.repeat(100)}`)
    writeFileSync(join(clientDir, 'assets/main-abc123.js'), script)
    writeFileSync(join(clientDir, 'assets/tiny-abc123.js'), 'export {}\n')
    // What the build does: precompressed copies beside each asset worth compressing.
    const bundle = { 'assets/main-abc123.js': {}, 'assets/tiny-abc123.js': {} } as unknown as OutputBundle
    const plugin = precompressPlugin() as unknown as { writeBundle: (options: { dir: string }, bundle: OutputBundle) => void }
    plugin.writeBundle({ dir: clientDir }, bundle)
    mountStaticApp(app, clientDir)
  })
  afterAll(() => rmSync(clientDir, { recursive: true, force: true }))

  const get = (path: string, acceptEncoding?: string) =>
    app.request(path, { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} })

  it.each([
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
  ])('answers Accept-Encoding %s with the %s copy, its length, and cache headers for a hashed file', async (accept, encoding) => {
    const res = await get('/assets/main-abc123.js', accept)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Encoding')).toBe(encoding)
    expect(res.headers.get('Content-Type')).toMatch(/javascript/)
    expect(res.headers.get('Vary')).toContain('Accept-Encoding')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    const body = Buffer.from(await res.arrayBuffer())
    expect(Number(res.headers.get('Content-Length'))).toBe(body.length)
    expect(body.length).toBeLessThan(script.length / 4)
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(script)
  })

  it('sends the plain file, still varying by encoding, to a client that accepts none', async () => {
    const res = await get('/assets/main-abc123.js')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(res.headers.get('Vary')).toContain('Accept-Encoding')
    expect(await res.text()).toBe(script)
  })

  it('sends a file too small to be worth compressing as it is', async () => {
    const res = await get('/assets/tiny-abc123.js', 'br, gzip')
    expect(res.headers.get('Content-Encoding')).toBeNull()
    expect(await res.text()).toBe('export {}\n')
  })

  it('serves the app page compressed and never cached without asking again', async () => {
    const res = await get('/bots/some-bot', 'gzip')
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Cache-Control')).toBe('no-cache')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('<title>app</title>')
  })
})

describe('API answers', () => {
  let server: TestServer
  let botId: string
  const auth = () => ({ Authorization: `Bearer ${server.owner.token}` })
  beforeAll(async () => {
    server = await startTestServer()
    botId = (await createBot(server, { name: 'Compressed' })).id
  })
  afterAll(() => server.close())

  it.each(['br', 'gzip'])('compresses a JSON answer over 1 KB with %s, with a correct length', async (encoding) => {
    const reply = await rawRequest(`${server.baseUrl}/api/v1/bots/${botId}`, { headers: { ...auth(), 'Accept-Encoding': encoding } })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBe(encoding)
    expect(reply.headers.vary).toContain('Accept-Encoding')
    expect(Number(reply.headers['content-length'])).toBe(reply.body.length)
    const decoded = decode(reply)
    expect(decoded.length).toBeGreaterThan(1024)
    expect(JSON.parse(decoded.toString()).bot.name).toBe('Compressed')
  })

  it('answers plain JSON to a client that accepts no encoding', async () => {
    const reply = await rawRequest(`${server.baseUrl}/api/v1/bots/${botId}`, { headers: auth() })
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(reply.body.toString()).bot.id).toBe(botId)
  })

  it('leaves a small JSON answer uncompressed', async () => {
    const reply = await rawRequest(`${server.baseUrl}/api/v1/workspaces`, { headers: { ...auth(), 'Accept-Encoding': 'br' } })
    expect(reply.body.length).toBeLessThan(1024)
    expect(reply.headers['content-encoding']).toBeUndefined()
  })

  it('still streams the results export, uncompressed', async () => {
    await insertResults(server, botId, Array.from({ length: 30 }, () => ({})))
    const reply = await rawRequest(`${server.baseUrl}/api/v1/bots/${botId}/results/export`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/json', 'Accept-Encoding': 'br, gzip' },
      body: '{}',
    })
    expect(reply.status).toBe(200)
    expect(reply.headers['content-encoding']).toBeUndefined()
    expect(reply.headers['transfer-encoding']).toBe('chunked')
    expect(reply.body.toString().split('\r\n').filter(Boolean).length).toBe(31)
  })
})
