import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { questionsBot } from '../support/questionsBot'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ env: { PLAN_QUOTAS: '{"FREE": 3}' } })
})
afterAll(() => server.close())


describe('plan quotas', () => {
  it('count a chat when it is registered, so register-then-continue cannot pass the quota', async () => {
    const { publicId } = await createAndPublish(server, questionsBot(1) as never)
    const outcomes: number[] = []
    for (let i = 0; i < 7; i++) {
      const registered = await startChat(server, publicId, { isOnlyRegistering: true })
      if (registered.status !== 200) {
        outcomes.push(registered.status)
        continue
      }
      outcomes.push((await continueChat(server, registered.body.sessionId, `visitor ${i}`)).status)
    }
    expect(outcomes).toEqual([200, 200, 200, 403, 403, 403, 403])
    const usage = await server.as(server.owner).get('/v1/billing/usage', { workspaceId: server.workspaceId })
    expect(usage.body.totalChatsUsed).toBe(3)
  })
})
