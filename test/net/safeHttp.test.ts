import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BlockedAddressError, createSafeHttp, HttpTimeoutError, ResponseTooLargeError } from '../../src/server/net/createSafeHttp'
import type { Resolver } from '../../src/server/net/vetHost'

type Echo = { method: string; headers: Record<string, string>; body: string }

const hits: string[] = []
let secretHits = 0

/** The service the tests call: it records every request it receives. */
const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://test')
  const query = (name: string) => url.searchParams.get(name) ?? ''
  hits.push(url.pathname)
  const chunks: Buffer[] = []
  request.on('data', (chunk: Buffer) => chunks.push(chunk))
  request.on('end', () => {
    switch (url.pathname) {
      case '/hello':
        return response.end('hi')
      case '/echo':
        response.setHeader('Content-Type', 'application/json')
        return response.end(JSON.stringify({ method: request.method, headers: request.headers, body: Buffer.concat(chunks).toString() }))
      case '/redirect':
        return response.writeHead(Number(query('status') || 302), { Location: query('to') }).end('moved')
      case '/loop':
        return response.writeHead(302, { Location: '/loop' }).end()
      case '/headers':
        return response.writeHead(200, { 'X-Custom': 'A', 'Set-Cookie': ['a=1', 'b=2'] }).end('ok')
      case '/big':
        return response.end('x'.repeat(Number(query('n'))))
      case '/big-chunked':
        for (let i = 0; i < 10; i += 1) response.write('x'.repeat(Number(query('n')) / 10))
        return response.end()
      case '/gzip':
        return response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/plain; charset=utf-8' }).end(gzipSync('é'.repeat(Number(query('n')))))
      case '/slow-body':
        return response.writeHead(200).write('partial')
      case '/stall':
        return
      default:
        response.statusCode = 404
        return response.end()
    }
  })
})
/** Stands for an internal service that must never be reached. */
const secret = http.createServer((_request, response) => {
  secretHits += 1
  response.end('secret')
})

let port = 0
let secretPort = 0
const listen = (target: http.Server) => new Promise<number>((resolve) => target.listen(0, '127.0.0.1', () => resolve((target.address() as AddressInfo).port)))

beforeAll(async () => {
  port = await listen(server)
  secretPort = await listen(secret)
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
  secret.close()
})

const get = (url: string, timeoutMs = 2000) => ({ url, method: 'GET', headers: {}, timeoutMs })
const fixedResolver =
  (answers: Record<string, string[]>): Resolver =>
  async (hostname) =>
    (answers[hostname] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))

describe('safe outbound HTTP', () => {
  it('refuses a local server by default, by address or by name, without connecting', async () => {
    const safeHttp = createSafeHttp()
    hits.length = 0
    for (const url of [`http://127.0.0.1:${port}/hello`, `http://[::1]:${port}/hello`, `http://localhost:${port}/hello`, `http://LOCALHOST.:${port}/hello`]) {
      await expect(safeHttp.request(get(url))).rejects.toBeInstanceOf(BlockedAddressError)
    }
    expect(hits).toEqual([])
  })

  it.each([
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://192.168.1.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://0.0.0.0/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://100.64.0.1/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'https://[::1]:443/',
  ])('refuses %s', async (url) => {
    await expect(createSafeHttp().request(get(url))).rejects.toBeInstanceOf(BlockedAddressError)
  })

  it('refuses a host name that resolves to a private address, even among public ones', async () => {
    const safeHttp = createSafeHttp({ resolve: fixedResolver({ 'internal.test': ['10.0.0.5'], 'mixed.test': ['93.184.216.34', '127.0.0.1'] }) })
    await expect(safeHttp.request(get('http://internal.test/'))).rejects.toThrow(/internal\.test \(10\.0\.0\.5\) is not a public address/)
    await expect(safeHttp.request(get('https://mixed.test/'))).rejects.toBeInstanceOf(BlockedAddressError)
  })

  it.each(['file:///etc/passwd', 'ftp://example.com/file', 'gopher://127.0.0.1:6379/_INFO', 'data:text/plain,hi', 'javascript:alert(1)'])(
    'refuses the non-http URL %s',
    async (url) => {
      await expect(createSafeHttp().request(get(url))).rejects.toBeInstanceOf(BlockedAddressError)
    },
  )

  it('rejects an invalid URL as such', async () => {
    await expect(createSafeHttp().request(get('not a url'))).rejects.toThrow(/Invalid URL/)
  })

  it('reaches a local server when the allowlist names its host or address', async () => {
    const byName = createSafeHttp({ allowHosts: ['localhost'] })
    expect(await byName.request(get(`http://localhost:${port}/hello`))).toMatchObject({ status: 200, body: 'hi' })
    const byRange = createSafeHttp({ allowHosts: ['127.0.0.0/8'] })
    expect(await byRange.request(get(`http://127.0.0.1:${port}/hello`))).toMatchObject({ status: 200, body: 'hi' })
  })

  it('refuses a redirect from an allowed host to a loopback address that is not allowed', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'] })
    hits.length = 0
    for (const target of [`http://127.0.0.1:${secretPort}/`, `http://[::1]:${secretPort}/`, 'http://169.254.169.254/', `file:///etc/passwd`]) {
      const redirect = `http://localhost:${port}/redirect?to=${encodeURIComponent(target)}`
      const error = await safeHttp.request(get(redirect)).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(BlockedAddressError)
      expect((error as BlockedAddressError).url).toBe(new URL(target).href)
    }
    expect(hits).toEqual(['/redirect', '/redirect', '/redirect', '/redirect'])
    expect(secretHits).toBe(0)
    // The same redirect goes through once the target is allowed too: the refusal above is the rule, not a failure.
    const allowed = createSafeHttp({ allowHosts: ['localhost', '127.0.0.1'] })
    const response = await allowed.request(get(`http://localhost:${port}/redirect?to=${encodeURIComponent(`http://127.0.0.1:${secretPort}/`)}`))
    expect(response).toMatchObject({ status: 200, body: 'secret' })
    expect(secretHits).toBe(1)
  })

  it('follows redirects: 301/302/303 turn into a GET without body, 307/308 keep method and body', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'] })
    const post = (status: number) => ({
      url: `http://localhost:${port}/redirect?status=${status}&to=/echo`,
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"a":1}',
      timeoutMs: 2000,
    })
    for (const status of [301, 302, 303]) {
      const echo = JSON.parse((await safeHttp.request(post(status))).body) as Echo
      expect(echo).toMatchObject({ method: 'GET', body: '' })
      expect(echo.headers['content-type']).toBeUndefined()
    }
    for (const status of [307, 308]) {
      const echo = JSON.parse((await safeHttp.request(post(status))).body) as Echo
      expect(echo).toMatchObject({ method: 'POST', body: '{"a":1}', headers: { 'content-type': 'application/json' } })
    }
  })

  it('drops credentials when a redirect changes origin, and keeps them within one origin', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost', '127.0.0.1'] })
    const withToken = (to: string) => ({ ...get(`http://localhost:${port}/redirect?to=${encodeURIComponent(to)}`), headers: { Authorization: 'Bearer t', 'X-Other': 'kept' } })
    const sameOrigin = JSON.parse((await safeHttp.request(withToken('/echo'))).body) as Echo
    expect(sameOrigin.headers).toMatchObject({ authorization: 'Bearer t', 'x-other': 'kept' })
    const otherOrigin = JSON.parse((await safeHttp.request(withToken(`http://127.0.0.1:${port}/echo`))).body) as Echo
    expect(otherOrigin.headers.authorization).toBeUndefined()
    expect(otherOrigin.headers['x-other']).toBe('kept')
  })

  it('stops after the maximum number of redirects', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'], maxRedirects: 3 })
    hits.length = 0
    await expect(safeHttp.request(get(`http://localhost:${port}/loop`))).rejects.toThrow(/Too many redirects/)
    expect(hits).toHaveLength(4)
  })

  it('connects to the vetted address even if DNS would answer differently later', async () => {
    let lookups = 0
    const rebinding: Resolver = async () => {
      lookups += 1
      return [{ address: lookups === 1 ? '127.0.0.1' : '10.255.255.1', family: 4 }]
    }
    const safeHttp = createSafeHttp({ allowHosts: ['127.0.0.1'], resolve: rebinding })
    const echo = JSON.parse((await safeHttp.request(get(`http://pinned.test:${port}/echo`))).body) as Echo
    expect(echo.headers.host).toBe(`pinned.test:${port}`)
    expect(lookups).toBe(1)
  })

  it('times out on a server that does not answer, or does not finish its body', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'] })
    await expect(safeHttp.request(get(`http://localhost:${port}/stall`, 200))).rejects.toBeInstanceOf(HttpTimeoutError)
    await expect(safeHttp.request(get(`http://localhost:${port}/slow-body`, 200))).rejects.toThrow('Request timed out after 200 ms')
  })

  it('times out while resolving a host name', async () => {
    const safeHttp = createSafeHttp({ resolve: () => new Promise(() => {}) })
    await expect(safeHttp.request(get('http://dns-hangs.test/', 100))).rejects.toBeInstanceOf(HttpTimeoutError)
  })

  it('refuses a response larger than the cap, declared, chunked or compressed', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'], maxResponseBytes: 1000 })
    expect((await safeHttp.request(get(`http://localhost:${port}/big?n=1000`))).body).toHaveLength(1000)
    for (const path of ['/big?n=5000', '/big-chunked?n=5000', '/gzip?n=100000']) {
      await expect(safeHttp.request(get(`http://localhost:${port}${path}`))).rejects.toBeInstanceOf(ResponseTooLargeError)
    }
  })

  it('returns status, lower-cased headers and the decoded text', async () => {
    const safeHttp = createSafeHttp({ allowHosts: ['localhost'] })
    const response = await safeHttp.request(get(`http://localhost:${port}/headers`))
    expect(response).toMatchObject({ status: 200, body: 'ok', headers: { 'x-custom': 'A', 'set-cookie': 'a=1, b=2' } })
    expect((await safeHttp.request(get(`http://localhost:${port}/gzip?n=3`))).body).toBe('ééé')
    expect(await safeHttp.request(get(`http://localhost:${port}/missing`))).toMatchObject({ status: 404, body: '' })
  })
})
