import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatSessions } from '../../src/server/db/schema'
import { chatResponseSchema } from '../../src/shared/chat/response'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { expectError, expectShape } from '../support/expectShape'
import { linearBot, textBlock } from '../support/sampleBots'
import { startSecondProcess, startTestServer, type TestServer } from '../support/testServer'
import { editBot } from '../support/apiFixtures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const emailBot = linearBot(
  [textBlock('b1', 'Your email?'), { id: 'b2', type: 'email input', options: { variableId: 'v1' } }, textBlock('b3', 'Thanks {{Email}}')],
  [{ id: 'v1', name: 'Email' }],
)

describe('continueChat', () => {
  it('accepts a bare string as a text message and answers the spec shape', async () => {
    const { publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    const reply = await continueChat(server, body.sessionId, 'ADA@Example.com')
    expect(reply.status).toBe(200)
    const response = expectShape(chatResponseSchema, reply.body)
    expect(JSON.stringify(response.messages)).toContain('Thanks ada@example.com')
    expect(response.lastMessageNewFormat).toBe('ada@example.com')
  })

  it('sends the retry message and the same input again for an invalid answer, storing nothing', async () => {
    const { botId, publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    const reply = await continueChat(server, body.sessionId, { type: 'text', text: 'not an email' })
    expect(reply.body.messages).toHaveLength(1)
    expect(reply.body.messages[0].id).toBe('b2')
    expect(JSON.stringify(reply.body.messages[0])).toContain("That email address doesn't look right")
    expect(reply.body.input).toMatchObject({ id: 'b2' })
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}`)
    expect(result.body.result.answers).toEqual([])
  })

  it("keeps the conversation in order in the result's transcript: what the bot said, then the answers", async () => {
    const { botId, publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    await continueChat(server, body.sessionId, 'not an email')
    await continueChat(server, body.sessionId, 'ada@example.com')
    const reply = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}/transcript`)
    expect(reply.status).toBe(200)
    const lines = reply.body.entries.map((entry: { type: string; content?: string; message?: { content: unknown } }) =>
      entry.type === 'answer' ? `> ${entry.content}` : JSON.stringify(entry.message!.content).replace(/.*"text":"([^"]*)".*/, '$1'),
    )
    expect(lines).toEqual(['Your email?', "That email address doesn't look right. Could you enter it again?", '> ada@example.com', 'Thanks ada@example.com'])
  })

  it('answers 404 for an unknown session, and for a chat whose flow ended', async () => {
    expectError(await continueChat(server, 'no-such-session', 'hi'), 404, 'NOT_FOUND')
    const { publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    await continueChat(server, body.sessionId, 'a@b.co')
    expectError(await continueChat(server, body.sessionId, 'again'), 404, 'NOT_FOUND')
  })

  it('answers 404 saying to start a new chat once the session expired', async () => {
    let now = Date.now()
    const expiring = await startTestServer({ env: { CHAT_SESSION_EXPIRY_MS: '60000' }, overrides: { ports: { now: () => new Date(now) } } })
    try {
      const { publicId } = await createAndPublish(expiring, emailBot)
      const { body } = await startChat(expiring, publicId)
      now += 120_000
      const reply = await continueChat(expiring, body.sessionId, 'a@b.co')
      expectError(reply, 404, 'NOT_FOUND')
      expect(reply.body.message).toBe('Session expired, start a new chat.')
      expect(await expiring.db.select().from(chatSessions).where(eq(chatSessions.id, body.sessionId))).toEqual([])
    } finally {
      await expiring.close()
    }
  })

  it('replays an answer on the stored chat when another server process answered in between, losing nothing', async () => {
    const questions = linearBot(
      ['q1', 'q2', 'q3', 'q4'].map((id) => ({ id, type: 'text input', options: { variableId: 'v1' } })),
      [{ id: 'v1', name: 'Answer' }],
    )
    const { botId, publicId } = await createAndPublish(server, questions)
    const other = await startSecondProcess(server)
    try {
      const { body } = await startChat(server, publicId)
      await continueChat(server, body.sessionId, 'one')
      // This process last saw the chat waiting on q2; the other one takes that answer.
      expect((await other.continueChat(body.sessionId, 'two')).input).toMatchObject({ id: 'q3' })
      const reply = await continueChat(server, body.sessionId, 'three')
      expect(reply.body.input).toMatchObject({ id: 'q4' })
      const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}`)
      expect(result.body.result.answers.map((a: { blockId: string; content: string }) => `${a.blockId}=${a.content}`)).toEqual(['q1=one', 'q2=two', 'q3=three'])
    } finally {
      await other.close()
    }
  })

  it('answers 400 for an unknown command', async () => {
    const { publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    expectError(await continueChat(server, body.sessionId, { type: 'command', command: 'nope' }), 400, 'BAD_REQUEST')
  })

  it('stores every answer once when 50 chats run in parallel and 10 answers race on one chat', async () => {
    const counter = linearBot(
      Array.from({ length: 12 }, (_, i) => i + 1).map((n) => ({ id: `q${n}`, type: 'text input', options: { variableId: 'v1' } })),
      [{ id: 'v1', name: 'Answer' }],
    )
    const { botId, publicId } = await createAndPublish(server, counter)
    const chats = await Promise.all(Array.from({ length: 50 }, () => startChat(server, publicId)))
    await Promise.all(chats.map((chat, i) => continueChat(server, chat.body.sessionId, `chat ${i}`)))
    const racing = chats[0].body.sessionId
    const raced = await Promise.all(Array.from({ length: 10 }, (_, i) => continueChat(server, racing, `race ${i}`)))
    expect(raced.map((r) => r.status)).toEqual(Array(10).fill(200))

    const { body } = await server.as(server.owner).get(`/v1/bots/${botId}/results`, { limit: '100' })
    const byResult = new Map(body.results.map((r: { id: string; answers: unknown[] }) => [r.id, r.answers]))
    for (const [i, chat] of chats.entries()) {
      const stored = byResult.get(chat.body.resultId) as { blockId: string; content: string }[]
      if (i === 0) {
        // One answer per question, in order: the ten racing answers went to q2…q11, one each.
        expect(stored.map((a) => a.blockId)).toEqual(Array.from({ length: 11 }, (_, n) => `q${n + 1}`))
        expect(new Set(stored.map((a) => a.content)).size).toBe(11)
      } else {
        expect(stored).toEqual([{ blockId: 'q1', content: `chat ${i}` }])
      }
    }
  })
})

describe('preview', () => {
  it('runs the draft from a chosen group for a member, saving no result and counting no usage', async () => {
    const { botId } = await createAndPublish(server, emailBot)
    const draft = linearBot([textBlock('d1', 'Draft only'), { id: 'd2', type: 'text input' }])
    await editBot(server, botId, { groups: draft.groups })
    const usageBefore = (await server.as(server.owner).get('/v1/billing/usage')).body.totalChatsUsed
    const reply = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, { startFrom: { type: 'group', groupId: 'g1' } })
    expect(reply.status).toBe(200)
    expect(reply.body.resultId).toBeUndefined()
    expect(JSON.stringify(reply.body.messages)).toContain('Draft only')
    await continueChat(server, reply.body.sessionId, 'hello')
    expect((await server.as(server.owner).get(`/v1/bots/${botId}/results`)).body.results).toEqual([])
    expect((await server.as(server.owner).get('/v1/billing/usage')).body.totalChatsUsed).toBe(usageBefore)
  })

  it('needs a token, hides bots of other workspaces, and refuses an unknown start group', async () => {
    const { botId } = await createAndPublish(server, emailBot)
    expectError(await server.as(null).post(`/v1/bots/${botId}/preview/startChat`, {}), 401, 'UNAUTHORIZED')
    const outsider = await server.createActor('preview-outsider@example.com')
    expectError(await server.as(outsider).post(`/v1/bots/${botId}/preview/startChat`, {}), 404, 'NOT_FOUND')
    const unknown = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, { startFrom: { type: 'group', groupId: 'nope' } })
    expectError(unknown, 400, 'BAD_REQUEST')
  })
})

describe('client logs', () => {
  it("stores the client's logs on the session's result", async () => {
    const { botId, publicId } = await createAndPublish(server, emailBot)
    const { body } = await startChat(server, publicId)
    const reply = await server.as(null).post(`/v2/sessions/${body.sessionId}/clientLogs`, {
      clientLogs: [{ status: 'error', description: 'Pop-up blocked', details: 'window.open returned null', context: 'redirect' }],
    })
    expect(reply.status).toBe(200)
    expect(reply.body.message).toEqual(expect.any(String))
    const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}/logs`)
    expect(logs.body.logs).toMatchObject([{ status: 'error', description: 'Pop-up blocked', details: 'window.open returned null', context: 'redirect' }])
  })

  it('answers 404 for an unknown session', async () => {
    expectError(await server.as(null).post('/v2/sessions/nope/clientLogs', { clientLogs: [] }), 404, 'NOT_FOUND')
  })
})
