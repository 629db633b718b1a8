import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const twoQuestions = {
  name: 'Two questions',
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  groups: [
    {
      id: 'g1',
      title: 'Ask',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        { id: 'q1', type: 'text input', options: {} },
        { id: 'q2', type: 'text input', options: {} },
        { id: 'q3', type: 'text input', options: {} },
      ],
    },
  ],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  settings: { general: { systemMessages: { botClosed: 'We are closed for today.' } } },
}

describe('a chat whose bot stops taking visitors', () => {
  it.each([
    ['closed', (botId: string) => server.as(server.owner).patch(`/v1/bots/${botId}`, { bot: { isClosed: true } })],
    ['unpublished', (botId: string) => server.as(server.owner).post(`/v1/bots/${botId}/unpublish`)],
    ['archived', (botId: string) => server.as(server.owner).patch(`/v1/bots/${botId}`, { bot: { isArchived: true } })],
  ])('stops at its next turn with the bot’s closed message when the bot is %s', async (_, stop) => {
    const { botId, publicId } = await createAndPublish(server, twoQuestions as never)
    const started = await startChat(server, publicId)
    expect((await continueChat(server, started.body.sessionId, 'first')).status).toBe(200)
    expect((await stop(botId)).status).toBe(200)
    const next = await continueChat(server, started.body.sessionId, 'second')
    expect(next.status).toBe(400)
    expect(next.body.message).toBe('We are closed for today.')
    const results = await server.as(server.owner).get(`/v1/bots/${botId}/results`)
    expect(JSON.stringify(results.body)).not.toContain('second')
  })
})
