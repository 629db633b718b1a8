import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { chatStarts } from '../../src/server/db/schema'
import { createWorkspace, outputOf } from '../support/apiFixtures'
import { expectShape } from '../support/expectShape'
import { startTestServer, type TestServer } from '../support/testServer'

// Chats started count against the plan's monthly chats: the usage says how many the plan allows.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { PLAN_QUOTAS: '{"FREE": 3}' } })
})
afterAll(() => server.close())

describe("GET /v1/billing/usage with plan quotas", () => {
  it("adds the plan's chats per month as chatsLimit", async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Quota')
    await server.db.insert(chatStarts).values([{ workspaceId }, { workspaceId }])
    const reply = await server.as(server.owner).get('/v1/billing/usage', { workspaceId })
    expect(reply.status).toBe(200)
    expect(expectShape(outputOf(contract.billing.usage), reply.body)).toMatchObject({ totalChatsUsed: 2, chatsLimit: 3 })
  })
})
