import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { chatStarts } from '../../src/server/db/schema'
import { createBot, createWorkspace, outputOf } from '../support/apiFixtures'
import { startChat } from '../support/chatHelpers'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

/** A published bot of one text input in the workspace, which visitors can start chats on. */
async function publishedBot(workspaceId: string) {
  const bot = await createBot(
    server,
    {
      events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }],
      groups: [{ id: 'g1', title: 'Ask', graphCoordinates: { x: 0, y: 100 }, blocks: [{ id: 'q', type: 'text input' }] }],
      edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    },
    { workspaceId },
  )
  expect((await server.as(server.owner).post(`/v1/bots/${bot.id}/publish`)).status).toBe(200)
  return { botId: bot.id as string, publicId: bot.publicId as string }
}

const firstOfNextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()

describe('GET /v1/billing/usage', () => {
  it("counts the chats visitors started this month on the workspace's bots, unwrapped as {totalChatsUsed, resetsAt}", async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Metered')
    const [a, b] = [await publishedBot(workspaceId), await publishedBot(workspaceId)]
    for (const body of [{}, { message: 'hello' }, { isOnlyRegistering: true }]) expect((await startChat(server, a.publicId, body)).status).toBe(200)
    expect((await startChat(server, b.publicId)).status).toBe(200)
    // A chat of last month, and one in another workspace, count for this one neither.
    await server.db.insert(chatStarts).values({ workspaceId, createdAt: new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - 1, 20)) })
    expect((await startChat(server, (await publishedBot(server.workspaceId)).publicId)).status).toBe(200)

    const reply = await server.as(server.owner).get('/v1/billing/usage', { workspaceId })
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.billing.usage), reply.body)
    // Every new chat counts, answered, only registered or not.
    expect(reply.body).toEqual({ totalChatsUsed: 4, resetsAt: firstOfNextMonth(new Date()) })
  })

  it('keeps counting chats whose results or bot were deleted since', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Tidy')
    const [a, b] = [await publishedBot(workspaceId), await publishedBot(workspaceId)]
    for (let i = 0; i < 3; i++) expect((await startChat(server, a.publicId, { message: 'hi' })).status).toBe(200)
    expect((await startChat(server, b.publicId)).status).toBe(200)
    expect((await server.as(server.owner).delete(`/v1/bots/${a.botId}/results`)).status).toBe(200)
    expect((await server.as(server.owner).delete(`/v1/bots/${b.botId}`)).status).toBe(200)
    expect((await server.as(server.owner).get('/v1/billing/usage', { workspaceId })).body.totalChatsUsed).toBe(4)
  })

  it('resets on the first day of next month, UTC', async () => {
    const reply = await server.as(guest).get('/v1/billing/usage', { workspaceId: server.workspaceId })
    expect(reply.status).toBe(200)
    const resetsAt = new Date(reply.body.resetsAt)
    expect(reply.body.resetsAt).toBe(firstOfNextMonth(new Date()))
    expect(resetsAt.getUTCDate()).toBe(1)
    expect(resetsAt.getUTCHours() + resetsAt.getUTCMinutes() + resetsAt.getUTCSeconds()).toBe(0)
  })

  it("uses the caller's first workspace when workspaceId is left out", async () => {
    const lone = await server.createActor('lone@example.com')
    const workspaceId = await createWorkspace(server, lone, 'Lone')
    await server.db.insert(chatStarts).values({ workspaceId })
    const reply = await server.as(lone).get('/v1/billing/usage')
    expect(reply.status).toBe(200)
    expect(reply.body.totalChatsUsed).toBe(1)
  })

  it('answers 404 to an outsider and to a user without any workspace', async () => {
    expectError(await server.as(outsider).get('/v1/billing/usage', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).get('/v1/billing/usage'), 404, 'NOT_FOUND')
  })

  it('answers 401 without a token', async () => {
    expectError(await server.as(null).get('/v1/billing/usage'), 401, 'UNAUTHORIZED')
  })
})

describe('GET /v1/billing/invoices', () => {
  it('answers {invoices} with an empty list on a local service', async () => {
    const reply = await server.as(guest).get('/v1/billing/invoices', { workspaceId: server.workspaceId })
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.billing.invoices), reply.body)
    expect(reply.body).toEqual({ invoices: [] })
  })

  it('answers 404 to an outsider, 400 for an empty workspaceId and 401 without a token', async () => {
    expectError(await server.as(outsider).get('/v1/billing/invoices', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
    const empty = await server.as(server.owner).get('/v1/billing/invoices', { workspaceId: '' })
    expectError(empty, 400, 'BAD_REQUEST')
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ path: 'workspaceId' })])
    expectError(await server.as(null).get('/v1/billing/invoices'), 401, 'UNAUTHORIZED')
  })
})
