import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSafeHttp } from '../../src/server/net/createSafeHttp'
import { describeRequestFailure } from '../../src/server/net/describeRequestFailure'

/** A plain-HTTP server: `/stall` never answers, anything else says hi. */
const server = http.createServer((request, response) => {
  if (request.url === '/stall') return
  response.end('hi')
})
let port = 0
let closedPort = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  // A port that was just free and is closed again: connecting to it is refused.
  const probe = http.createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  closedPort = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
})

const local = createSafeHttp({ allowHosts: ['127.0.0.1'] })
/** What the real client throws for `url`, as the editor's test would describe it. */
async function failureOf(url: string, safeHttp = local, timeoutMs = 2000) {
  const error = await safeHttp.request({ url, method: 'GET', headers: {}, timeoutMs }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error, `${url} should fail`).toBeDefined()
  return describeRequestFailure(error, url)
}

describe('why an outbound request got no answer', () => {
  it('says the host could not be found when its name does not resolve', async () => {
    expect(await failureOf('https://api.exmaple.invalid/users')).toEqual({
      reason: 'hostNotFound',
      host: 'api.exmaple.invalid',
      message: 'Could not find the host api.exmaple.invalid.',
    })
  })

  it('says the connection was refused when nothing listens on the port', async () => {
    const failure = await failureOf(`http://127.0.0.1:${closedPort}/`)
    expect(failure.reason).toBe('connectionRefused')
    expect(failure.message).toBe(`127.0.0.1:${closedPort} refused the connection: nothing is listening at that address and port.`)
  })

  it('says how long it waited when the server never answers', async () => {
    const failure = await failureOf(`http://127.0.0.1:${port}/stall`, local, 300)
    expect(failure).toEqual({ reason: 'timeout', host: `127.0.0.1:${port}`, message: `127.0.0.1:${port} did not answer within 0.3 seconds.` })
  })

  it('names a failed secure connection when https meets a server that does not speak TLS', async () => {
    const failure = await failureOf(`https://127.0.0.1:${port}/`)
    expect(failure.reason).toBe('tls')
    expect(failure.message).toMatch(new RegExp(`^Could not open a secure \\(HTTPS\\) connection to 127\\.0\\.0\\.1:${port}: `))
  })

  it('says a private address is not allowed, naming the host, when the address rules refuse it', async () => {
    expect(await failureOf('http://169.254.169.254/latest/meta-data/', createSafeHttp())).toEqual({
      reason: 'blockedAddress',
      host: '169.254.169.254',
      message: '169.254.169.254 is a private or local address, which bots are not allowed to call.',
    })
    expect((await failureOf('ftp://example.com/file', createSafeHttp())).message).toBe('Only http:// and https:// addresses can be called.')
  })

  it('says an address that is not a URL is invalid', async () => {
    expect(await failureOf('not a url')).toMatchObject({ reason: 'invalidUrl', message: '“not a url” is not a valid web address.' })
  })
})
