import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createWorkspace } from '../support/apiFixtures'
import { expectError } from '../support/expectShape'
import { createAndPublish, startChat } from '../support/chatHelpers'
import { questionsBot } from '../support/questionsBot'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let failing = false
beforeAll(async () => {
  // A clock that fails on demand stands for any failure of ours deep in a route (a driver error quoting its SQL).
  server = await startTestServer({
    overrides: {
      ports: {
        now: () => {
          if (failing) throw new Error('select token_hash from api_tokens where id = $1 -- params: ["secret-token"]')
          return new Date()
        },
      },
    },
  })
})
afterAll(() => server.close())

describe('a failure of ours', () => {
  it('answers 500 with only "Internal Server Error" and a request id, and logs the details under that id', async () => {
    const { publicId } = await createAndPublish(server, questionsBot(1) as never)
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    failing = true
    try {
      const reply = await startChat(server, publicId)
      expect(reply.status).toBe(500)
      expect(reply.body).toEqual({
        defined: false,
        code: 'INTERNAL_SERVER_ERROR',
        status: 500,
        message: 'Internal Server Error',
        data: { requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) },
      })
      expect(JSON.stringify(reply.body)).not.toMatch(/select|secret/)
      const logged = log.mock.calls.map((call) => call.map(String).join(' ')).join('\n')
      expect(logged).toContain(reply.body.data.requestId)
      expect(logged).toContain('secret-token')
    } finally {
      failing = false
      log.mockRestore()
    }
    expect((await startChat(server, publicId)).status).toBe(200)
  })
})

describe('a row deleted by another request after it was checked', () => {
  it('answers 404, not 500: a member added to a workspace deleted meanwhile', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Going away')
    // The workspace disappears between the access check and the insert, as a concurrent delete would do it.
    await server.db.execute(sql.raw(`create function vanish() returns trigger language plpgsql as $$
      begin delete from workspaces where id = new.workspace_id; return new; end $$`))
    await server.db.execute(sql.raw(`create trigger vanish before insert on members for each row when (new.role = 'GUEST') execute function vanish()`))
    try {
      const reply = await server.as(server.owner).post(`/v1/workspaces/${workspaceId}/members`, { email: 'late@example.com', role: 'GUEST' })
      expectError(reply, 404, 'NOT_FOUND')
    } finally {
      await server.db.execute(sql.raw('drop trigger vanish on members; drop function vanish()'))
    }
  })
})
