import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBot } from '../support/apiFixtures'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let remote: http.Server
let remoteUrl = ''
let botId = ''

beforeAll(async () => {
  // The remote API the block calls listens on loopback, which the operator's allowlist opens.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
  remote = http.createServer((_request, response) => {
    response.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'No such user' }))
  })
  await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve))
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`
  botId = (await createBot(server)).id
})
afterAll(async () => {
  remote.close()
  await server.close()
})

const test = (url: string) => server.as(server.owner).post(`/v1/bots/${botId}/testRequest`, { options: { webhook: { method: 'GET', url } } })

describe('POST /v1/bots/{botId}/testRequest when the request fails', () => {
  it('answers 400 naming the URL field and "host not found" when the host does not resolve, not a 500', async () => {
    const reply = await test('https://api.exmaple.invalid/users')
    expect(reply.status).toBe(400)
    expect(reply.body).toEqual({
      defined: true,
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Could not find the host api.exmaple.invalid.',
      data: {
        fields: [{ path: 'options.webhook.url', message: 'Could not find the host api.exmaple.invalid.' }],
        failure: { reason: 'hostNotFound', host: 'api.exmaple.invalid' },
        request: { method: 'GET', url: 'https://api.exmaple.invalid/users' },
      },
    })
  })

  it('says a private address was refused by the address rules', async () => {
    const reply = await test('http://10.0.0.1/internal')
    expect(reply.status).toBe(400)
    expect(reply.body.data.failure).toEqual({ reason: 'blockedAddress', host: '10.0.0.1' })
    expect(reply.body.message).toBe('10.0.0.1 is a private or local address, which bots are not allowed to call.')
  })

  it('answers 400 naming the URL field when the URL is empty once its variables are filled in', async () => {
    const reply = await test('{{Nowhere}}')
    expect(reply.status).toBe(400)
    expect(reply.body.message).toBe('The URL is empty. Write one, or give a test value to the variable it is made of.')
    expect(reply.body.data.fields).toEqual([{ path: 'options.webhook.url', message: reply.body.message }])
  })

  it("passes on the remote server's own error status and body as a result", async () => {
    const reply = await test(`${remoteUrl}/users/7`)
    expect(reply.status).toBe(200)
    expect(reply.body.response).toEqual({ statusCode: 404, data: { error: 'No such user' } })
  })
})
