import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, bots, folders, results } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createBot, createWorkspace, insertResults, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

describe('GET /v1/workspaces', () => {
  it('lists the owner workspace created on first start, on plan FREE', async () => {
    const reply = await server.as(server.owner).get('/v1/workspaces')
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.workspaces.list), reply.body)
    expect(body).toMatchObject({ workspaces: [{ name: 'My workspace', plan: 'FREE', currentUserRole: 'ADMIN' }] })
  })

  it("shows each member the workspace with that member's role", async () => {
    const reply = await server.as(guest).get('/v1/workspaces')
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.workspaces.list), reply.body)
    expect(body.workspaces).toEqual([expect.objectContaining({ id: server.workspaceId, currentUserRole: 'GUEST' })])
  })

  it('never lists a workspace the caller does not belong to', async () => {
    const lonely = await server.createActor('lonely@example.com')
    const reply = await server.as(lonely).get('/v1/workspaces')
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ workspaces: [] })
  })

  it('refuses a request without a token with 401 and the error body', async () => {
    expectError(await server.as(null).get('/v1/workspaces'), 401, 'UNAUTHORIZED')
  })

  it('refuses an unknown token with 401', async () => {
    expectError(await server.as({ token: 'bbt_not-a-real-token' }).get('/v1/workspaces'), 401, 'UNAUTHORIZED')
  })
})

describe('POST /v1/workspaces', () => {
  it('creates a workspace on plan FREE with the caller as its admin', async () => {
    const creator = await server.createActor('creator@example.com')
    const reply = await server.as(creator).post('/v1/workspaces', { name: 'Acme', icon: '🚀' })
    expect(reply.status).toBe(200)
    const { workspace } = expectShape(outputOf(contract.workspaces.create), reply.body)
    expect(workspace).toMatchObject({ name: 'Acme', icon: '🚀', plan: 'FREE', currentUserRole: 'ADMIN' })

    const list = await server.as(creator).get('/v1/workspaces')
    expect(list.body.workspaces.map((w: { id: string }) => w.id)).toEqual([workspace.id])
    const members = await server.as(creator).get(`/v1/workspaces/${workspace.id}/members`)
    expect(members.body.members).toEqual([expect.objectContaining({ userId: creator.userId, role: 'ADMIN' })])
  })

  it('refuses an empty name with 400 naming the field', async () => {
    const reply = await server.as(server.owner).post('/v1/workspaces', { name: '   ' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'name' })])
    expect(reply.body.message).toContain('name')
  })
})

describe('GET /v1/workspaces/{workspaceId}', () => {
  it('answers the workspace with the caller role', async () => {
    const reply = await server.as(member).get(`/v1/workspaces/${server.workspaceId}`)
    expect(reply.status).toBe(200)
    const { workspace } = expectShape(outputOf(contract.workspaces.get), reply.body)
    expect(workspace).toMatchObject({ id: server.workspaceId, name: 'My workspace', currentUserRole: 'MEMBER' })
  })

  it('answers 404 to a user of another workspace, as if it did not exist', async () => {
    const reply = await server.as(outsider).get(`/v1/workspaces/${server.workspaceId}`)
    expectError(reply, 404, 'NOT_FOUND')
    expect(reply.body.data).toBeNull()
  })

  it('answers 404 for an id that does not exist', async () => {
    expectError(await server.as(server.owner).get('/v1/workspaces/nope'), 404, 'NOT_FOUND')
  })
})

describe('PATCH /v1/workspaces/{workspaceId}', () => {
  it('renames and changes the icon, answering {workspace: {name, icon}}', async () => {
    const id = await createWorkspace(server, server.owner, 'Before')
    const reply = await server.as(server.owner).patch(`/v1/workspaces/${id}`, { name: 'After', icon: '🐙' })
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.workspaces.update), reply.body)
    expect(reply.body).toEqual({ workspace: { name: 'After', icon: '🐙' } })
    const stored = await server.as(server.owner).get(`/v1/workspaces/${id}`)
    expect(stored.body.workspace).toMatchObject({ name: 'After', icon: '🐙' })
  })

  it('changes only the fields sent', async () => {
    const id = await createWorkspace(server, server.owner, 'Keeps its name')
    await server.as(server.owner).patch(`/v1/workspaces/${id}`, { icon: '🐙' })
    const reply = await server.as(server.owner).patch(`/v1/workspaces/${id}`, { icon: null })
    expect(reply.body).toEqual({ workspace: { name: 'Keeps its name', icon: null } })
  })

  it('refuses a member (403) and leaves the workspace unchanged', async () => {
    expectError(await server.as(member).patch(`/v1/workspaces/${server.workspaceId}`, { name: 'Hijacked' }), 403, 'FORBIDDEN')
    expectError(await server.as(guest).patch(`/v1/workspaces/${server.workspaceId}`, { name: 'Hijacked' }), 403, 'FORBIDDEN')
    const stored = await server.as(server.owner).get(`/v1/workspaces/${server.workspaceId}`)
    expect(stored.body.workspace.name).toBe('My workspace')
  })

  it('answers 404 to an outsider', async () => {
    expectError(await server.as(outsider).patch(`/v1/workspaces/${server.workspaceId}`, { name: 'x' }), 404, 'NOT_FOUND')
  })

  it('refuses an empty or over-long name with 400 naming the field', async () => {
    const empty = await server.as(server.owner).patch(`/v1/workspaces/${server.workspaceId}`, { name: '' })
    expectError(empty, 400, 'BAD_REQUEST')
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ path: 'name' })])
    const long = await server.as(server.owner).patch(`/v1/workspaces/${server.workspaceId}`, { name: 'x'.repeat(101) })
    expectError(long, 400, 'BAD_REQUEST')
    expect(long.body.data.fields).toEqual([expect.objectContaining({ path: 'name' })])
  })
})

describe('DELETE /v1/workspaces/{workspaceId}', () => {
  it('deletes the workspace with its folders, bots and results, answering {message}', async () => {
    const id = await createWorkspace(server, server.owner, 'Doomed')
    const folder = await server.as(server.owner).post('/v1/folders', { workspaceId: id, folderName: 'F' })
    const bot = await createBot(server, { folderId: folder.body.folder.id }, { workspaceId: id })
    const [result] = await insertResults(server, bot.id, [{ hasStarted: true }])
    await server.db.insert(answers).values({ resultId: result.id, blockId: 'b1', content: 'hi' })

    const reply = await server.as(server.owner).delete(`/v1/workspaces/${id}`, {})
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.workspaces.delete), reply.body)
    expect(reply.body).toEqual({ message: expect.any(String) })

    expectError(await server.as(server.owner).get(`/v1/workspaces/${id}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).get(`/v1/bots/${bot.id}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).get(`/v1/folders/${folder.body.folder.id}`), 404, 'NOT_FOUND')
    const list = await server.as(server.owner).get('/v1/workspaces')
    expect(list.body.workspaces.map((w: { id: string }) => w.id)).not.toContain(id)
    expect(await server.db.select().from(bots).where(eq(bots.workspaceId, id))).toEqual([])
    expect(await server.db.select().from(folders).where(eq(folders.workspaceId, id))).toEqual([])
    expect(await server.db.select().from(results).where(eq(results.id, result.id))).toEqual([])
    expect(await server.db.select().from(answers).where(eq(answers.resultId, result.id))).toEqual([])
  })

  it('also deletes when the request has no body', async () => {
    const id = await createWorkspace(server, server.owner, 'Bodiless')
    const reply = await server.as(server.owner).delete(`/v1/workspaces/${id}`)
    expect(reply.status).toBe(200)
    expectError(await server.as(server.owner).get(`/v1/workspaces/${id}`), 404, 'NOT_FOUND')
  })

  it('refuses members and guests (403) and keeps everything', async () => {
    const bot = await createBot(server)
    expectError(await server.as(member).delete(`/v1/workspaces/${server.workspaceId}`, {}), 403, 'FORBIDDEN')
    expectError(await server.as(guest).delete(`/v1/workspaces/${server.workspaceId}`, {}), 403, 'FORBIDDEN')
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).status).toBe(200)
  })

  it('answers 404 to an outsider and to an unknown id', async () => {
    expectError(await server.as(outsider).delete(`/v1/workspaces/${server.workspaceId}`, {}), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).delete('/v1/workspaces/nope', {}), 404, 'NOT_FOUND')
  })
})
