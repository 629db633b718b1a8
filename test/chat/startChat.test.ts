import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChatResponseSchema } from '../../src/shared/chat/response'
import { createAndPublish, continueChat, startChat } from '../support/chatHelpers'
import { expectError, expectShape } from '../support/expectShape'
import { startTestServer, type TestServer } from '../support/testServer'
import { editBot } from '../support/apiFixtures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const start = { id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }
const text = (id: string, words: string) => ({ id, type: 'text' as const, content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/** Hello, then a name question saved in "Name", then a greeting. */
const greeterBot = (settings: Record<string, unknown> = {}) => ({
  name: 'Greeter',
  events: [start],
  groups: [
    {
      id: 'g1',
      title: 'Welcome',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [text('b1', 'Hello {{Name}}!'), { id: 'b2', type: 'text input' as const, options: { variableId: 'v1' } }, text('b3', 'Nice to meet you {{Name}}')],
    },
  ],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [{ id: 'v1', name: 'Name' }],
  settings,
})

describe('startChat', () => {
  it('runs the published version and returns the spec shape with a session and a result', async () => {
    const { publicId } = await createAndPublish(server, greeterBot())
    const reply = await startChat(server, publicId, { prefilledVariables: { Name: 'Ada', Unknown: 'ignored' } })
    expect(reply.status).toBe(200)
    const body = expectShape(startChatResponseSchema, reply.body)
    expect(body.sessionId).toEqual(expect.any(String))
    expect(body.resultId).toEqual(expect.any(String))
    expect(body.bot).toMatchObject({ version: '6' })
    expect(JSON.stringify(body.messages)).toContain('Hello Ada!')
    expect(body.input).toMatchObject({ id: 'b2', type: 'text input' })
  })

  it("resolves {{variables}} in the theme sent to each visitor from that visitor's values", async () => {
    const { publicId } = await createAndPublish(server, { ...greeterBot(), theme: { chat: { hostAvatar: { isEnabled: true, url: 'https://cdn.example.com/{{Name}}.png' } } } })
    for (const name of ['Ada', 'Grace']) {
      const reply = await startChat(server, publicId, { prefilledVariables: { Name: name } })
      expect(reply.body.bot.theme.chat.hostAvatar.url).toBe(`https://cdn.example.com/${name}.png`)
    }
    const plain = await createAndPublish(server, { ...greeterBot(), theme: { chat: { hostAvatar: { isEnabled: true, url: 'https://cdn.example.com/host.png' } } } })
    expect((await startChat(server, plain.publicId, { prefilledVariables: { Name: 'Ada' } })).body.bot.theme.chat.hostAvatar.url).toBe('https://cdn.example.com/host.png')
  })

  it('keeps running chats on the snapshot they started with when the bot is republished', async () => {
    const { botId, publicId } = await createAndPublish(server, greeterBot())
    const first = await startChat(server, publicId)
    const changed = greeterBot()
    changed.groups[0].blocks[2] = text('b3', 'Changed after publishing')
    await editBot(server, botId, { groups: changed.groups })
    await server.as(server.owner).post(`/v1/bots/${botId}/publish`)
    const reply = await continueChat(server, first.body.sessionId, 'Grace')
    expect(JSON.stringify(reply.body.messages)).toContain('Nice to meet you Grace')
    const fresh = await startChat(server, publicId)
    const freshReply = await continueChat(server, fresh.body.sessionId, 'Grace')
    expect(JSON.stringify(freshReply.body.messages)).toContain('Changed after publishing')
  })

  it('answers 404 for an unknown public id, an unpublished bot and an archived bot', async () => {
    expectError(await startChat(server, 'no-such-bot'), 404, 'NOT_FOUND')
    const { botId, publicId } = await createAndPublish(server, greeterBot())
    await server.as(server.owner).post(`/v1/bots/${botId}/unpublish`)
    expectError(await startChat(server, publicId), 404, 'NOT_FOUND')
    const archived = await createAndPublish(server, greeterBot())
    await server.as(server.owner).patch(`/v1/bots/${archived.botId}`, { bot: { isArchived: true } })
    expectError(await startChat(server, archived.publicId), 404, 'NOT_FOUND')
  })

  it("answers 400 with the bot's own botClosed message when the bot is closed", async () => {
    const { botId, publicId } = await createAndPublish(server, greeterBot({ general: { systemMessages: { botClosed: 'We are closed for the summer' } } }))
    await server.as(server.owner).patch(`/v1/bots/${botId}`, { bot: { isClosed: true } })
    const reply = await startChat(server, publicId)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.message).toBe('We are closed for the summer')
  })

  it('refuses an Origin that is not in the allowed origins with 403, and accepts a listed one', async () => {
    const { publicId } = await createAndPublish(server, greeterBot({ security: { allowedOrigins: ['https://shop.example.com'] } }))
    expectError(await startChat(server, publicId, {}, { Origin: 'https://evil.example.com' }), 403, 'FORBIDDEN')
    const allowed = await startChat(server, publicId, {}, { Origin: 'https://shop.example.com' })
    expect(allowed.status).toBe(200)
    expectError(await continueChat(server, allowed.body.sessionId, 'Eve', { Origin: 'https://evil.example.com' }), 403, 'FORBIDDEN')
    expect((await continueChat(server, allowed.body.sessionId, 'Ann', { Origin: 'https://shop.example.com' })).status).toBe(200)
  })

  it('registers a session without starting the flow when isOnlyRegistering is set', async () => {
    const { botId, publicId } = await createAndPublish(server, greeterBot())
    const reply = await startChat(server, publicId, { isOnlyRegistering: true, prefilledVariables: { Name: 'Lin' } })
    expect(reply.status).toBe(200)
    expect(reply.body.messages).toEqual([])
    expect(reply.body.resultId).toBeUndefined()
    expect((await server.as(server.owner).get(`/v1/bots/${botId}/results`)).body.results).toHaveLength(0)
    const first = await continueChat(server, reply.body.sessionId)
    expect(JSON.stringify(first.body.messages)).toContain('Hello Lin!')
  })

  it('takes the answer to an opening question as a message object or, as Typebot does, a bare string', async () => {
    const opensWithQuestion = { ...greeterBot(), groups: [{ ...greeterBot().groups[0], blocks: greeterBot().groups[0].blocks.slice(1) }] }
    const { botId, publicId } = await createAndPublish(server, opensWithQuestion)
    for (const message of [{ type: 'text', text: 'Ada' }, 'Ada']) {
      const reply = await startChat(server, publicId, { message })
      expect(reply.status, JSON.stringify(reply.body)).toBe(200)
      expect(JSON.stringify(reply.body.messages)).toContain('Nice to meet you Ada')
    }
    const preview = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, { message: 'Grace' })
    expect(JSON.stringify(preview.body.messages)).toContain('Nice to meet you Grace')
  })

  it('sends text bubbles as markdown when asked', async () => {
    const { publicId } = await createAndPublish(server, greeterBot())
    const reply = await startChat(server, publicId, { textBubbleContentFormat: 'markdown', prefilledVariables: { Name: 'Bo' } })
    expect(reply.body.messages[0].content).toEqual({ type: 'markdown', markdown: 'Hello Bo!' })
  })

  it('resumes a remembered result only when the bot remembers users and the result is its own', async () => {
    const remembering = await createAndPublish(server, greeterBot({ general: { rememberUser: { isEnabled: true, storage: 'local' } } }))
    const first = await startChat(server, remembering.publicId)
    await continueChat(server, first.body.sessionId, 'Noor')
    const again = await startChat(server, remembering.publicId, { resultId: first.body.resultId })
    expect(again.body.resultId).toBe(first.body.resultId)
    expect(JSON.stringify(again.body.messages)).toContain('Hello Noor!')

    const forgetting = await createAndPublish(server, greeterBot())
    const other = await startChat(server, forgetting.publicId, { resultId: first.body.resultId })
    expect(other.body.resultId).not.toBe(first.body.resultId)
  })

  it('answers 403 with a clear message once the plan quota of the month is used', async () => {
    const limited = await startTestServer({ overrides: { quotas: { FREE: 2 } } })
    try {
      const { publicId } = await createAndPublish(limited, greeterBot())
      expect((await startChat(limited, publicId)).status).toBe(200)
      expect((await startChat(limited, publicId)).status).toBe(200)
      const refused = await startChat(limited, publicId)
      expectError(refused, 403, 'FORBIDDEN')
      expect(refused.body.message).toMatch(/2 chats of its FREE plan/)
    } finally {
      await limited.close()
    }
  })

  it('answers 429 with the error body past the per-address rate limit', async () => {
    const limited = await startTestServer({ env: { CHAT_RATE_LIMIT_PER_IP: '3' } })
    try {
      const { publicId } = await createAndPublish(limited, greeterBot())
      const replies = []
      for (let i = 0; i < 4; i++) replies.push(await startChat(limited, publicId))
      expect(replies.slice(0, 3).map((r) => r.status)).toEqual([200, 200, 200])
      expectError(replies[3], 429, 'TOO_MANY_REQUESTS')
    } finally {
      await limited.close()
    }
  })

  it('counts every new chat in the usage of the month', async () => {
    const before = (await server.as(server.owner).get('/v1/billing/usage')).body.totalChatsUsed
    const { publicId } = await createAndPublish(server, greeterBot())
    await startChat(server, publicId)
    const after = (await server.as(server.owner).get('/v1/billing/usage')).body.totalChatsUsed
    expect(after).toBe(before + 1)
  })
})
