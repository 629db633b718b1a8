import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorBodySchema } from '../../src/shared/errors'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const askName = {
  name: 'Ask',
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  groups: [{ id: 'g1', title: 'Ask', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'ask', type: 'text input', options: { variableId: 'vn' } }] }],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [{ id: 'vn', name: 'Name' }],
}

const fieldsOf = (body: { data?: { fields?: { path: string }[] } }) => body.data?.fields?.map((f) => f.path)

describe('ids that name nothing', () => {
  it('an empty preview session id is refused, not stored', async () => {
    const { botId } = await createAndPublish(server, askName as never)
    const reply = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, { sessionId: '' })
    expect(reply.status).toBe(400)
    expect(fieldsOf(reply.body)).toEqual(['sessionId'])
  })
})

describe('a NUL character never reaches the database', () => {
  it('in startChat variables, a text answer or a bot name: 400 naming the field', async () => {
    const { publicId } = await createAndPublish(server, askName as never)
    const start = await startChat(server, publicId, { prefilledVariables: { Name: 'A\u0000B' } })
    expect(start.status).toBe(400)
    expect(fieldsOf(start.body)).toEqual(['prefilledVariables.Name'])
    const fine = await startChat(server, publicId)
    const answer = await continueChat(server, fine.body.sessionId, 'Ada\u0000')
    expect(answer.status).toBe(400)
    expect(fieldsOf(answer.body)).toEqual(['message'])
    // Nothing was half-written: the session still waits for the answer.
    expect((await continueChat(server, fine.body.sessionId, 'Ada')).status).toBe(200)
    const rename = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: { name: 'x\u0000' } })
    expect(rename.status).toBe(400)
    expect(fieldsOf(rename.body)).toEqual(['bot.name'])
  })

  it('in an address: 404 with the spec’s error body, on either origin', async () => {
    const api = await fetch(`${server.baseUrl}/api/v1/bots/%00`, { headers: { Authorization: `Bearer ${server.owner.token}` } })
    expect(api.status).toBe(404)
    errorBodySchema.strict().parse(await api.json())
    expect((await fetch(`${server.chatBaseUrl}/b/%00`)).status).toBe(404)
    const search = await server.as(server.owner).get(`/v1/bots/no-bot/results`, { search: 'a\u0000' })
    expect(search.status).not.toBe(500)
  })
})

/** A chunked body past the limit on a kept-alive connection, as a raw client sends it: what comes back. */
function sendOversizedChunkedBody(baseUrl: string, bytes: number) {
  const { hostname, port } = new URL(baseUrl)
  return new Promise<string>((resolve) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('data', (data) => (received += data))
    socket.on('close', () => resolve(received))
    socket.on('error', () => {})
    socket.write('POST /api/v1/workspaces HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n')
    const chunk = 'a'.repeat(65_536)
    for (let sent = 0; sent < bytes; sent += chunk.length) socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`)
    socket.write('0\r\n\r\n')
  })
}

describe('a body past the size limit', () => {
  it('is answered 413 and the connection is closed, not left to read the rest as a request', async () => {
    const received = await sendOversizedChunkedBody(server.baseUrl, 6 * 1024 * 1024)
    const head = received.split('\r\n\r\n')[0].toLowerCase()
    expect(head).toMatch(/^http\/1.1 413/)
    expect(head).toContain('connection: close')
  })
})
