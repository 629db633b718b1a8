import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { createBot, createFolder, createWorkspace, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
let outsiderWorkspaceId: string
beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
  outsiderWorkspaceId = await createWorkspace(server, outsider)
})
afterAll(() => server.close())

const getFolder = (id: string) => server.as(server.owner).get(`/v1/folders/${id}`)

describe('POST /v1/folders', () => {
  it('creates a folder answered as {folder}', async () => {
    const reply = await server.as(member).post('/v1/folders', { workspaceId: server.workspaceId, folderName: 'Campaigns' })
    expect(reply.status).toBe(200)
    const { folder } = expectShape(outputOf(contract.folders.create), reply.body)
    expect(folder).toMatchObject({ name: 'Campaigns', parentFolderId: null, workspaceId: server.workspaceId })
    expect((await getFolder(folder.id)).body).toEqual(reply.body)
  })

  it('names a folder "New folder" when no name is given', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId })
    expect(reply.body.folder.name).toBe('New folder')
  })

  it('keeps an id chosen by the client and answers 409 when it is taken', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, id: 'client-folder-1', folderName: 'A' })
    expect(reply.status).toBe(200)
    expect(reply.body.folder.id).toBe('client-folder-1')
    const again = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, id: 'client-folder-1', folderName: 'B' })
    expectError(again, 409, 'CONFLICT')
    expect((await getFolder('client-folder-1')).body.folder.name).toBe('A')
  })

  it('creates a sub-folder under a parent of the same workspace', async () => {
    const parent = await createFolder(server, { folderName: 'Parent' })
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, folderName: 'Child', parentFolderId: parent.id })
    expect(reply.status).toBe(200)
    expect(reply.body.folder.parentFolderId).toBe(parent.id)
  })

  it("answers 404 for a parent folder of another workspace", async () => {
    const foreign = await createFolder(server, { workspaceId: outsiderWorkspaceId }, outsider)
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, parentFolderId: foreign.id })
    expectError(reply, 404, 'NOT_FOUND')
  })

  it('refuses a guest with 403 and an outsider with 404', async () => {
    expectError(await server.as(guest).post('/v1/folders', { workspaceId: server.workspaceId }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).post('/v1/folders', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
  })

  it('refuses an empty name with 400 naming folderName', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, folderName: ' ' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'folderName' })])
    expect(reply.body.message).toContain('folderName')
  })

  it('refuses a body without workspaceId with 400 naming it', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { folderName: 'x' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'workspaceId' })])
  })
})

describe('GET /v1/folders', () => {
  it('lists all folders, the top level only, or the children of one folder', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Listing')
    const top = await createFolder(server, { workspaceId, folderName: 'Top' })
    const child = await createFolder(server, { workspaceId, folderName: 'Child', parentFolderId: top.id })

    const all = await server.as(server.owner).get('/v1/folders', { workspaceId })
    expect(all.status).toBe(200)
    const body = expectShape(outputOf(contract.folders.list), all.body)
    expect(body.folders.map((f) => f.id).sort()).toEqual([top.id, child.id].sort())

    const root = await server.as(server.owner).get('/v1/folders', { workspaceId, parentFolderId: 'root' })
    expect(root.body.folders.map((f: { id: string }) => f.id)).toEqual([top.id])
    const children = await server.as(server.owner).get('/v1/folders', { workspaceId, parentFolderId: top.id })
    expect(children.body.folders.map((f: { id: string }) => f.id)).toEqual([child.id])
  })

  it('answers 404 to an outsider and 400 without workspaceId', async () => {
    expectError(await server.as(outsider).get('/v1/folders', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
    const reply = await server.as(server.owner).get('/v1/folders')
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'workspaceId' })])
  })
})

describe('GET /v1/folders/{folderId}', () => {
  it('answers {folder} to any member, guests included', async () => {
    const folder = await createFolder(server, { folderName: 'Visible' })
    const reply = await server.as(guest).get(`/v1/folders/${folder.id}`)
    expect(reply.status).toBe(200)
    expect(expectShape(outputOf(contract.folders.get), reply.body).folder).toMatchObject({ id: folder.id, name: 'Visible' })
  })

  it('answers 404 to an outsider and for an unknown id', async () => {
    const folder = await createFolder(server)
    expectError(await server.as(outsider).get(`/v1/folders/${folder.id}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).get('/v1/folders/nope'), 404, 'NOT_FOUND')
  })
})

describe('PATCH /v1/folders/{folderId}', () => {
  it('renames a folder', async () => {
    const folder = await createFolder(server, { folderName: 'Old' })
    const reply = await server.as(member).patch(`/v1/folders/${folder.id}`, { folder: { name: 'New' } })
    expect(reply.status).toBe(200)
    expect(expectShape(outputOf(contract.folders.update), reply.body).folder).toMatchObject({ id: folder.id, name: 'New' })
    expect((await getFolder(folder.id)).body.folder.name).toBe('New')
  })

  it('moves a folder under another, and back to the top level with null', async () => {
    const a = await createFolder(server, { folderName: 'A' })
    const b = await createFolder(server, { folderName: 'B' })
    const moved = await server.as(server.owner).patch(`/v1/folders/${b.id}`, { folder: { parentFolderId: a.id } })
    expect(moved.body.folder).toMatchObject({ parentFolderId: a.id, name: 'B' })
    const back = await server.as(server.owner).patch(`/v1/folders/${b.id}`, { folder: { parentFolderId: null } })
    expect(back.body.folder.parentFolderId).toBeNull()
  })

  it('refuses to move a folder into itself or its own descendant (400) and leaves it in place', async () => {
    const a = await createFolder(server, { folderName: 'A' })
    const b = await createFolder(server, { folderName: 'B', parentFolderId: a.id })
    const c = await createFolder(server, { folderName: 'C', parentFolderId: b.id })
    for (const target of [c.id, b.id, a.id]) {
      const reply = await server.as(server.owner).patch(`/v1/folders/${a.id}`, { folder: { parentFolderId: target } })
      expectError(reply, 400, 'BAD_REQUEST')
      expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'folder.parentFolderId' })])
    }
    expect((await getFolder(a.id)).body.folder.parentFolderId).toBeNull()
  })

  it('answers 404 when moving under a folder of another workspace', async () => {
    const folder = await createFolder(server)
    const foreign = await createFolder(server, { workspaceId: outsiderWorkspaceId }, outsider)
    expectError(await server.as(server.owner).patch(`/v1/folders/${folder.id}`, { folder: { parentFolderId: foreign.id } }), 404, 'NOT_FOUND')
  })

  it('refuses a guest (403) and an outsider (404), leaving the name unchanged', async () => {
    const folder = await createFolder(server, { folderName: 'Stable' })
    expectError(await server.as(guest).patch(`/v1/folders/${folder.id}`, { folder: { name: 'x' } }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).patch(`/v1/folders/${folder.id}`, { folder: { name: 'x' } }), 404, 'NOT_FOUND')
    expect((await getFolder(folder.id)).body.folder.name).toBe('Stable')
  })

  it('refuses an empty name with 400 naming folder.name', async () => {
    const folder = await createFolder(server)
    const reply = await server.as(server.owner).patch(`/v1/folders/${folder.id}`, { folder: { name: '' } })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'folder.name' })])
  })
})

describe('DELETE /v1/folders/{folderId}', () => {
  it('moves its bots and sub-folders to its parent', async () => {
    const parent = await createFolder(server, { folderName: 'Parent' })
    const doomed = await createFolder(server, { folderName: 'Doomed', parentFolderId: parent.id })
    const sub = await createFolder(server, { folderName: 'Sub', parentFolderId: doomed.id })
    const bot = await createBot(server, { folderId: doomed.id })

    const reply = await server.as(member).delete(`/v1/folders/${doomed.id}`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.folders.delete), reply.body)

    expectError(await getFolder(doomed.id), 404, 'NOT_FOUND')
    expect((await getFolder(sub.id)).body.folder.parentFolderId).toBe(parent.id)
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.folderId).toBe(parent.id)
  })

  it('moves the content of a top-level folder to the top level', async () => {
    const doomed = await createFolder(server, { folderName: 'Top doomed' })
    const sub = await createFolder(server, { folderName: 'Sub', parentFolderId: doomed.id })
    const bot = await createBot(server, { folderId: doomed.id })
    expect((await server.as(server.owner).delete(`/v1/folders/${doomed.id}`)).status).toBe(200)
    expect((await getFolder(sub.id)).body.folder.parentFolderId).toBeNull()
    expect((await server.as(server.owner).get(`/v1/bots/${bot.id}`)).body.bot.folderId).toBeNull()
  })

  it('refuses a guest (403) and an outsider (404), keeping the folder', async () => {
    const folder = await createFolder(server)
    expectError(await server.as(guest).delete(`/v1/folders/${folder.id}`), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).delete(`/v1/folders/${folder.id}`), 404, 'NOT_FOUND')
    expect((await getFolder(folder.id)).status).toBe(200)
  })

  it('answers 404 for an unknown id', async () => {
    expectError(await server.as(server.owner).delete('/v1/folders/nope'), 404, 'NOT_FOUND')
  })
})
