import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { createBot, createWorkspace, insertResults, outputOf } from '../support/apiFixtures'
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

const firstOfNextMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)).toISOString()

describe('GET /v1/billing/usage', () => {
  it("counts the chats (results) created this month by the workspace's bots, unwrapped as {totalChatsUsed, resetsAt}", async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Metered')
    const [a, b] = [await createBot(server, {}, { workspaceId }), await createBot(server, {}, { workspaceId })]
    const now = new Date()
    await insertResults(server, a.id, [
      { createdAt: now, hasStarted: true },
      { createdAt: now, hasStarted: true, isCompleted: true },
      { createdAt: now, hasStarted: false },
      { createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 20)), hasStarted: true },
    ])
    await insertResults(server, b.id, [{ createdAt: now, hasStarted: true }])
    const elsewhere = await createBot(server)
    await insertResults(server, elsewhere.id, [{ createdAt: now, hasStarted: true }])

    const reply = await server.as(server.owner).get('/v1/billing/usage', { workspaceId })
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.billing.usage), reply.body)
    // Every new chat counts, started or not; last month's and other workspaces' do not.
    expect(reply.body).toEqual({ totalChatsUsed: 4, resetsAt: firstOfNextMonth(new Date()) })
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
    const bot = await createBot(server, {}, { actor: lone, workspaceId })
    await insertResults(server, bot.id, [{}])
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
