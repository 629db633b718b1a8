import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** Asks for an order, waits for the shop's call about it, then says what the call said. */
const orderBot = linearBot(
  [
    { id: 'ask', type: 'text input', options: { variableId: 'vo' } },
    { id: 'wait', type: 'webhook', options: { responseVariableMapping: [{ id: 'm1', variableId: 'vs', bodyPath: 'data.order.status' }] } },
    textBlock('said', 'Order {{Order}} is {{Status}}'),
  ],
  [
    { id: 'vo', name: 'Order' },
    { id: 'vs', name: 'Status' },
  ],
)

const callWebhook = (path: string, body: unknown) => server.as(null).post(path, body)

describe('Wait for webhook', () => {
  it("pauses the chat until a service calls the block's address for the result, then maps the body and goes on", async () => {
    const { botId, publicId } = await createAndPublish(server, orderBot)
    const chat = await startChat(server, publicId)
    const paused = await continueChat(server, chat.body.sessionId, 'A-7')
    expect(paused.body.messages).toEqual([])
    expect(paused.body.clientSideActions).toEqual([{ type: 'listenForWebhook', expectsDedicatedReply: true }])

    // The page asks again; the visitor's own words do not move the chat on.
    const stillWaiting = await continueChat(server, chat.body.sessionId, 'shipped, trust me')
    expect(stillWaiting.body).toEqual({ messages: [], clientSideActions: [{ type: 'listenForWebhook', expectsDedicatedReply: true }] })

    const address = `/v1/bots/${botId}/blocks/wait/results/${chat.body.resultId}/executeWebhook`
    const called = await callWebhook(address, { order: { id: 'A-7', status: 'shipped' } })
    expect(called.status, JSON.stringify(called.body)).toBe(200)
    const resumed = await continueChat(server, chat.body.sessionId)
    expect(JSON.stringify(resumed.body.messages)).toContain('Order A-7 is shipped')
    // Taken once: the chat has moved on, and the address answers 404 now that nothing waits there.
    expect((await callWebhook(address, { order: { status: 'again' } })).status).toBe(404)
  })

  it("resumes the builder's preview through the test twin, for the bot's editors only", async () => {
    const created = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: orderBot })
    const botId = created.body.bot.id
    const preview = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, {})
    await continueChat(server, preview.body.sessionId, 'P-1')
    const twin = `/v1/bots/${botId}/blocks/wait/executeTestWebhook`
    expect((await server.as(null).post(twin, { order: { status: 'tested' } })).status).toBe(401)
    expect((await server.as(server.owner).post(twin, { order: { status: 'tested' } })).status).toBe(200)
    const resumed = await continueChat(server, preview.body.sessionId)
    expect(JSON.stringify(resumed.body.messages)).toContain('Order P-1 is tested')
    expect((await server.as(server.owner).post(twin, {})).status).toBe(404)
  })

  it('answers 404 for a result or a block that no chat waits on', async () => {
    const { botId, publicId } = await createAndPublish(server, orderBot)
    const chat = await startChat(server, publicId)
    expect((await callWebhook(`/v1/bots/${botId}/blocks/wait/results/${chat.body.resultId}/executeWebhook`, {})).status).toBe(404)
    await continueChat(server, chat.body.sessionId, 'A-8')
    expect((await callWebhook(`/v1/bots/${botId}/blocks/ask/results/${chat.body.resultId}/executeWebhook`, {})).status).toBe(404)
    expect((await callWebhook(`/v1/bots/${botId}/blocks/wait/results/someone-else/executeWebhook`, {})).status).toBe(404)
    expect((await callWebhook(`/v1/bots/other-bot/blocks/wait/results/${chat.body.resultId}/executeWebhook`, {})).status).toBe(404)
  })
})
