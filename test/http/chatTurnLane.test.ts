import type { Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { results } from '../../src/server/db/schema'
import { createChatApp } from '../../src/server/chatApp'
import { chatTurnLane } from '../../src/server/http/chatTurnLane'
import { startChatResponseSchema, chatResponseSchema } from '../../src/shared/chat/response'
import { createAndPublish } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { listenOnLoopback, startTestServer, type TestServer } from '../support/testServer'

/**
 * The chat origin twice on one service: once as the service binds it (the turn lane first), once
 * without the lane (every request through Hono and the OpenAPI handler). A caller must not be able
 * to tell them apart: same status, body and headers, whatever the request.
 */
let server: TestServer
let laneUrl: string
let generalUrl: string
let taken = 0
const listeners: Server[] = []
let publicId: string
let guardedPublicId: string

const bot = linearBot(
  [
    textBlock('hello', `Hello! ${'This bubble is long enough to make the answer worth compressing. '.repeat(20)}`),
    { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
    textBlock('thanks', 'Thanks {{Name}}'),
    { id: 'age', type: 'number input', options: { variableId: 'v-age' } },
  ],
  [
    { id: 'v-name', name: 'Name' },
    { id: 'v-age', name: 'Age' },
  ],
)

beforeAll(async () => {
  server = await startTestServer({ env: { CHAT_RATE_LIMIT_PER_IP: '100000' } })
  const dependencies = { db: server.db, config: server.config, services: server.services, chatOrigin: () => server.chatBaseUrl }
  const lane = chatTurnLane(dependencies, { sessionCookies: false })
  const app = createChatApp({ ...dependencies, config: { ...server.config, chat: { ...server.config.chat, schedulerIntervalMs: 0 } } })
  const withLane = await listenOnLoopback(app.fetch, (request, response) => lane(request, response) && ++taken > 0)
  const general = await listenOnLoopback(app.fetch)
  listeners.push(withLane, general)
  laneUrl = `http://127.0.0.1:${(withLane.address() as AddressInfo).port}/api`
  generalUrl = `http://127.0.0.1:${(general.address() as AddressInfo).port}/api`
  ;({ publicId } = await createAndPublish(server, bot))
  ;({ publicId: guardedPublicId } = await createAndPublish(server, { ...bot, settings: { security: { allowedOrigins: ['https://shop.example.com'] } } }))
})
afterAll(async () => {
  await Promise.all(listeners.map((listener) => new Promise((resolve) => listener.close(resolve))))
  await server.close()
})

type Call = { path: string; body?: string; headers?: Record<string, string> }
/** Headers that say something of the connection or the moment, not of the answer. */
const transport = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])

async function send(base: string, { path, body, headers }: Call) {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Encoding': 'identity', ...headers }, body })
  const headerPairs = [...response.headers].filter(([name]) => !transport.has(name)).sort()
  const text = await response.text()
  return { status: response.status, headers: Object.fromEntries(headerPairs), body: text ? JSON.parse(text) : undefined }
}

/** Ids made fresh by each call (session, result, a logged error's request id) become placeholders. */
const withoutFreshIds = (body: unknown) =>
  JSON.parse(JSON.stringify(body), (key, value) => (['sessionId', 'resultId', 'requestId'].includes(key) && typeof value === 'string' ? `<${key}>` : value))

/** The same call through both listeners: the lane must have taken it, and answered alike. */
async function expectSameAnswer(call: (sessionId?: string) => Call, sessionIds?: [string, string]) {
  const before = taken
  const viaLane = await send(laneUrl, call(sessionIds?.[0]))
  expect(taken, 'the lane answered this call').toBe(before + 1)
  const viaGeneral = await send(generalUrl, call(sessionIds?.[1]))
  expect({ ...viaLane, body: withoutFreshIds(viaLane.body) }).toEqual({ ...viaGeneral, body: withoutFreshIds(viaGeneral.body) })
  return [viaLane, viaGeneral]
}

const start = (body: unknown = {}, headers?: Record<string, string>) => () => ({ path: `/v1/bots/${publicId}/startChat`, body: JSON.stringify(body), headers })
const answer = (body: unknown) => (sessionId?: string) => ({ path: `/v1/sessions/${sessionId}/continueChat`, body: JSON.stringify(body) })

describe('the chat turn lane answers as the general path does', () => {
  it('a whole conversation: start, an answer, a refused answer, the last answer', async () => {
    const [lane, general] = await expectSameAnswer(start({ prefilledVariables: { Name: 'Ada' } }))
    expect(startChatResponseSchema.parse(lane.body)).toBeTruthy()
    const sessions: [string, string] = [lane.body.sessionId, general.body.sessionId]
    await expectSameAnswer(answer({ message: 'Grace' }), sessions)
    const [refused] = await expectSameAnswer(answer({ message: 'not a number' }), sessions)
    expect(chatResponseSchema.parse(refused.body).messages.length).toBeGreaterThan(0)
    await expectSameAnswer(answer({ message: { type: 'text', text: '42' } }), sessions)
    // The flow ended with the last answer: the session is gone on both.
    const [gone] = await expectSameAnswer(answer({ message: 'again' }), sessions)
    expect(gone.status).toBe(404)
  })

  it('compresses a large answer for a client that accepts it', async () => {
    const [lane] = await expectSameAnswer(start({}, { 'Accept-Encoding': 'br, gzip' }))
    expect(lane.headers['content-encoding']).toBe('br')
    expect(lane.headers.vary).toBe('Accept-Encoding')
    expect(lane.headers['access-control-allow-origin']).toBe('*')
    expect(lane.headers['x-content-type-options']).toBe('nosniff')
  })

  it('refuses bad input with the same error body', async () => {
    const malformed = await expectSameAnswer(() => ({ path: `/v1/bots/${publicId}/startChat`, body: '{"prefilledVariables": ' }))
    expect(malformed[0]).toMatchObject({ status: 400, body: { code: 'BAD_REQUEST' } })
    const badField = await expectSameAnswer(start({ isStreamEnabled: 'yes' }))
    expect(badField[0].body.data.fields[0].path).toBe('isStreamEnabled')
    const nul = await expectSameAnswer(start({ prefilledVariables: { Name: 'a\u0000b' } }))
    expect(nul[0].status).toBe(400)
    await expectSameAnswer(answer({ message: 'hi' }).bind(null, 'no-such-session'))
    await expectSameAnswer(() => ({ path: '/v1/bots/no-such-bot/startChat', body: '{}' }))
  })

  it('reads an empty body, a JSON array and a byte-order mark as the general path does', async () => {
    for (const body of ['', '[1, 2]', '\uFEFF{"prefilledVariables": {"Name": "Ada"}}']) {
      const [lane] = await expectSameAnswer(() => ({ path: `/v1/bots/${publicId}/startChat`, body }))
      expect(lane.status).toBe(200)
    }
  })

  it("keeps a bot's allowed origins", async () => {
    const call = (origin: string) => () => ({ path: `/v1/bots/${guardedPublicId}/startChat`, body: '{}', headers: { Origin: origin } })
    expect((await expectSameAnswer(call('https://evil.example')))[0].status).toBe(403)
    expect((await expectSameAnswer(call('https://shop.example.com')))[0].status).toBe(200)
  })

  it('leaves what it does not take to the general path, which answers as before', async () => {
    const before = taken
    const chunked = await fetch(`${laneUrl}/v1/bots/${publicId}/startChat`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: new ReadableStream({ start: (controller) => (controller.enqueue(new TextEncoder().encode('{}')), controller.close()) }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(200)
    const withQuery = await fetch(`${laneUrl}/v1/bots/${publicId}/startChat?x=1`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' })
    expect(withQuery.status).toBe(200)
    const asText = await fetch(`${laneUrl}/v1/bots/${publicId}/startChat`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })
    expect(asText.status).toBe((await fetch(`${generalUrl}/v1/bots/${publicId}/startChat`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: '{}' })).status)
    expect(taken).toBe(before)
  })

  it('starts no chat for a body its caller cuts short, and goes on answering', async () => {
    const { botId, publicId: cutPublicId } = await createAndPublish(server, bot)
    const before = taken
    const port = Number(new URL(laneUrl).port)
    await new Promise<void>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/v1/bots/${cutPublicId}/startChat HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"prefil`)
        // Gone once the lane has the request, before the rest of its body.
        const waitForLane = setInterval(() => taken > before && (clearInterval(waitForLane), socket.destroy(), resolve()), 5)
      })
      socket.once('error', reject)
    })
    const next = await send(laneUrl, { path: `/v1/bots/${cutPublicId}/startChat`, body: '{}' })
    expect(next.status).toBe(200)
    expect(taken).toBe(before + 2)
    expect(await server.db.select({ id: results.id }).from(results).where(eq(results.botId, botId))).toEqual([{ id: next.body.resultId }])
  })
})
