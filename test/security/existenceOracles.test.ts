import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createAndPublish } from '../support/chatHelpers'
import { createWorkspace } from '../support/apiFixtures'
import { questionsBot } from '../support/questionsBot'
import { startTestServer, type TestServer } from '../support/testServer'

// What another workspace holds is never named: its ids answer as if nothing were there.
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())


describe('existence oracles', () => {
  it('a folder id taken in another workspace is refused as not found; in mine, as taken', async () => {
    const outsider = await server.createActor('outsider@example.com')
    const theirs = await createWorkspace(server, outsider, 'Theirs')
    const created = await server.as(outsider).post('/v1/folders', { workspaceId: theirs, id: 'secret-folder', folderName: 'Plans' })
    expect(created.status).toBe(200)
    const probe = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, id: 'secret-folder', folderName: 'Probe' })
    expect(probe.status).toBe(404)
    expect(JSON.stringify(probe.body)).not.toContain('already exists')
    const again = await server.as(outsider).post('/v1/folders', { workspaceId: theirs, id: 'secret-folder', folderName: 'Plans' })
    expect(again.status).toBe(409)
  })

  it('a preview session id of another chat is refused as not found', async () => {
    const live = await createAndPublish(server, questionsBot(1) as never)
    const started = await server.as(null).post(`/v1/bots/${live.publicId}/startChat`, {})
    const probe = await server.as(server.owner).post(`/v1/bots/${live.botId}/preview/startChat`, { sessionId: started.body.sessionId })
    expect(probe.status).toBe(404)
    expect(probe.body.code).toBe('NOT_FOUND')
  })
})
