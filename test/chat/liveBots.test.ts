import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chatStarts, results } from '../../src/server/db/schema'
import { bubbleText, createAndPublish, startChat } from '../support/chatHelpers'
import { editBot } from '../support/apiFixtures'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

/** A greeting, then a question: a start leaves a session, a result and its transcript. */
const greeter = (greeting: string) =>
  linearBot([textBlock('b1', greeting), { id: 'b2', type: 'text input', options: {} }], [], { general: { systemMessages: { botClosed: 'Closed for today.' } } })

const resultsOf = async (botId: string) => (await server.db.select({ n: count() }).from(results).where(eq(results.botId, botId)))[0].n
const chatsCounted = async () => (await server.db.select({ n: count() }).from(chatStarts).where(eq(chatStarts.workspaceId, server.workspaceId)))[0].n

/** A bot published, and one start made so this process keeps it as read. */
async function startedBot(greeting = 'Hello') {
  const { botId, publicId } = await createAndPublish(server, greeter(greeting))
  expect((await startChat(server, publicId)).status).toBe(200)
  return { botId, publicId, results: await resultsOf(botId), chats: await chatsCounted() }
}

// Each change below lands while this process still keeps the bot as it read it at the first start
// (within a second), as a change made through another process of the service would.
describe('a start on a bot changed since this process last read it', () => {
  it('meets the closed message, and nothing of the refused first walk is saved or counted', async () => {
    const before = await startedBot()
    expect((await editBot(server, before.botId, { isClosed: true })).status).toBe(200)
    const refused = await startChat(server, before.publicId)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Closed for today.')
    expect(await resultsOf(before.botId)).toBe(before.results)
    expect(await chatsCounted()).toBe(before.chats)
    // Reopened: the next start runs at once.
    expect((await editBot(server, before.botId, { isClosed: false })).status).toBe(200)
    expect((await startChat(server, before.publicId)).status).toBe(200)
  })

  it('runs the version published since, once', async () => {
    const before = await startedBot('Hello from the first version')
    expect((await editBot(server, before.botId, greeter('Hello from the second version'))).status).toBe(200)
    expect((await server.as(server.owner).post(`/v1/bots/${before.botId}/publish`)).status).toBe(200)
    const started = await startChat(server, before.publicId)
    expect(started.status).toBe(200)
    expect(started.body.messages.map(bubbleText)).toEqual(['Hello from the second version'])
    expect(await resultsOf(before.botId)).toBe(before.results + 1)
    expect(await chatsCounted()).toBe(before.chats + 1)
  })

  it.each([
    ['unpublished', (botId: string) => server.as(server.owner).post(`/v1/bots/${botId}/unpublish`)],
    ['archived', (botId: string) => editBot(server, botId, { isArchived: true })],
    ['deleted', (botId: string) => server.as(server.owner).delete(`/v1/bots/${botId}`)],
  ])('answers 404 when the bot was %s, saving nothing', async (_, change) => {
    const before = await startedBot()
    expect((await change(before.botId)).status).toBe(200)
    expect((await startChat(server, before.publicId)).status).toBe(404)
    expect(await resultsOf(before.botId)).toBe(_ === 'deleted' ? 0 : before.results)
    expect(await chatsCounted()).toBe(before.chats)
  })

  it('answers 404 at the public id the bot left, and runs at its new one', async () => {
    const before = await startedBot()
    const moved = `moved-${before.publicId}`
    expect((await editBot(server, before.botId, { publicId: moved })).status).toBe(200)
    expect((await startChat(server, before.publicId)).status).toBe(404)
    expect((await startChat(server, moved)).status).toBe(200)
    expect(await resultsOf(before.botId)).toBe(before.results + 1)
  })
})
