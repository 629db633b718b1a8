import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { results } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createBot, createFolder, createWorkspace, editBot, insertResults, outputOf } from '../support/apiFixtures'
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

const getBot = (id: string, actor: Actor | null = server.owner) => server.as(actor).get(`/v1/bots/${id}`)

const group = (id: string, blocks: unknown[]) => ({ id, title: `Group ${id}`, graphCoordinates: { x: 0, y: 0 }, blocks })
const textBlock = (id: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hi' }] }] } })

describe('POST /v1/bots', () => {
  it('creates a bot with a start event, theme, settings and version "6"', async () => {
    const reply = await server.as(member).post('/v1/bots', { workspaceId: server.workspaceId, bot: { name: 'Lead capture' } })
    expect(reply.status).toBe(200)
    const { bot } = expectShape(outputOf(contract.bots.create), reply.body)
    expect(bot).toMatchObject({
      version: '6',
      name: 'Lead capture',
      workspaceId: server.workspaceId,
      folderId: null,
      groups: [],
      edges: [],
      variables: [],
      isArchived: false,
      isClosed: false,
    })
    expect(bot.events).toEqual([expect.objectContaining({ type: 'start', id: expect.any(String) })])
    expect(bot.theme).toEqual(expect.any(Object))
    expect(bot.settings).toEqual(expect.any(Object))
    expect(bot.publicId).toMatch(/^lead-capture-[a-z0-9]+$/)
  })

  it('creates a bot from an empty body', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId })
    expect(reply.status).toBe(200)
    expect(expectShape(outputOf(contract.bots.create), reply.body).bot.events[0].type).toBe('start')
  })

  it('stores a document as sent: groups, edges, variables, theme and settings', async () => {
    const doc = {
      name: 'Full',
      events: [{ id: 'ev1', type: 'start', graphCoordinates: { x: 1, y: 2 }, outgoingEdgeId: 'e1' }],
      groups: [group('g1', [textBlock('b1'), { id: 'b2', type: 'text input', options: { variableId: 'v1' } }])],
      edges: [{ id: 'e1', from: { eventId: 'ev1' }, to: { groupId: 'g1' } }],
      variables: [{ id: 'v1', name: 'Name', isSessionVariable: false }],
      theme: { general: { background: { type: 'Color', content: '#ffffff' } } },
      settings: { general: { isBrandingEnabled: false }, publicShare: { isEnabled: false } },
    }
    const bot = await createBot(server, doc)
    const stored = (await getBot(bot.id)).body.bot
    for (const key of ['events', 'groups', 'edges', 'variables', 'theme', 'settings'] as const) expect(stored[key]).toStrictEqual(doc[key])
  })

  it('keeps a block of an unknown type verbatim and returns it identically', async () => {
    const plugin = {
      id: 'plugin1',
      type: 'qr-code',
      anything: { nested: { list: [1, 'two', { three: null }] }, flag: true },
      options: { credentialsId: 'c1', action: 'Generate a QR code' },
    }
    const bot = await createBot(server, { groups: [group('g1', [plugin])] })
    expect(bot.groups[0].blocks[0]).toStrictEqual(plugin)
    expect((await getBot(bot.id)).body.bot.groups[0].blocks[0]).toStrictEqual(plugin)
  })

  it('answers 409 when the publicId is taken, keeping the first bot its own', async () => {
    const first = await createBot(server, { publicId: 'taken-public-id' })
    const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: { publicId: 'taken-public-id' } })
    expectError(reply, 409, 'CONFLICT')
    expect(reply.body.data).toEqual({ field: 'publicId' })
    expect((await getBot(first.id)).body.bot.publicId).toBe('taken-public-id')
  })

  it('declares the 409 it answers: defined is true and the OpenAPI document lists it', async () => {
    await createBot(server, { publicId: 'declared-conflict' })
    const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: { publicId: 'declared-conflict' } })
    expect(reply.status).toBe(409)
    expect(reply.body.defined).toBe(true)
    const document = (await server.as(null).get('/openapi.json')).body
    expect(Object.keys(document.paths['/v1/bots'].post.responses)).toContain('409')
  })

  it('refuses an invalid publicId with 400 naming bot.publicId', async () => {
    for (const publicId of ['has space', 'a/b', 'ab']) {
      const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: { publicId } })
      expectError(reply, 400, 'BAD_REQUEST')
      expect(new Set(reply.body.data.fields.map((f: { path: string }) => f.path))).toEqual(new Set(['bot.publicId']))
      expect(reply.body.message).toContain('bot.publicId')
    }
  })

  it('refuses invalid block options with 400 naming the exact field', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', {
      workspaceId: server.workspaceId,
      bot: { groups: [group('g1', [{ id: 'rate1', type: 'rating input', options: { length: 0 } }])] },
    })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.0.blocks.0.options.length' })])
    expect(reply.body.message).toContain('bot.groups.0.blocks.0.options.length')
  })

  it('refuses duplicate group ids with 400 naming the second one', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', {
      workspaceId: server.workspaceId,
      bot: { groups: [group('same', [textBlock('b1')]), group('same', [textBlock('b2')])] },
    })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.1.id' })])
  })

  it('refuses duplicate block ids with 400 naming the second one', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', {
      workspaceId: server.workspaceId,
      bot: { groups: [group('g1', [textBlock('dup')]), group('g2', [textBlock('dup')])] },
    })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.1.blocks.0.id' })])
    expect(reply.body.message).toContain('bot.groups.1.blocks.0.id')
  })

  it('refuses events without a start event with 400 naming bot.events', async () => {
    const reply = await server.as(server.owner).post('/v1/bots', {
      workspaceId: server.workspaceId,
      bot: { events: [{ id: 'c1', type: 'command', graphCoordinates: { x: 0, y: 0 } }] },
    })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields[0].path).toBe('bot.events')
  })

  it('creates the bot in a folder of the workspace, and answers 404 for a folder of another', async () => {
    const folder = await createFolder(server)
    expect((await createBot(server, { folderId: folder.id })).folderId).toBe(folder.id)
    const foreign = await createFolder(server, { workspaceId: outsiderWorkspaceId }, outsider)
    const reply = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: { folderId: foreign.id } })
    expectError(reply, 404, 'NOT_FOUND')
  })

  it('refuses a guest with 403 and an outsider with 404', async () => {
    expectError(await server.as(guest).post('/v1/bots', { workspaceId: server.workspaceId }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).post('/v1/bots', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
  })
})

describe('GET /v1/bots', () => {
  it('lists the bots of a workspace as {bots} list items', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Listing')
    const bot = await createBot(server, { name: 'Listed' }, { workspaceId })
    const reply = await server.as(server.owner).get('/v1/bots', { workspaceId })
    expect(reply.status).toBe(200)
    const { bots } = expectShape(outputOf(contract.bots.list), reply.body)
    expect(bots).toEqual([
      expect.objectContaining({ id: bot.id, name: 'Listed', publishedBotId: null, accessRight: 'write', workspaceId, folderId: null }),
    ])
  })

  it('gives guests read access right', async () => {
    const bot = await createBot(server)
    const reply = await server.as(guest).get('/v1/bots', { workspaceId: server.workspaceId })
    expect(reply.body.bots.find((b: { id: string }) => b.id === bot.id).accessRight).toBe('read')
  })

  it('filters by folder, with "root" for the top level', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Foldered')
    const folder = await createFolder(server, { workspaceId })
    const inFolder = await createBot(server, {}, { workspaceId })
    await server.as(server.owner).patch(`/v1/bots/${inFolder.id}`, { bot: { folderId: folder.id } })
    const atTop = await createBot(server, {}, { workspaceId })
    const folderList = await server.as(server.owner).get('/v1/bots', { workspaceId, folderId: folder.id })
    expect(folderList.body.bots.map((b: { id: string }) => b.id)).toEqual([inFolder.id])
    const rootList = await server.as(server.owner).get('/v1/bots', { workspaceId, folderId: 'root' })
    expect(rootList.body.bots.map((b: { id: string }) => b.id)).toEqual([atTop.id])
  })

  it('hides archived bots', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Archive')
    const bot = await createBot(server, {}, { workspaceId })
    await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { isArchived: true } })
    expect((await server.as(server.owner).get('/v1/bots', { workspaceId })).body.bots).toEqual([])
  })

  it("without workspaceId lists the bots of the caller's workspaces only", async () => {
    const mine = await createBot(server, { name: 'Mine' })
    const theirs = await createBot(server, { name: 'Theirs' }, { actor: outsider, workspaceId: outsiderWorkspaceId })
    const reply = await server.as(outsider).get('/v1/bots')
    expect(reply.status).toBe(200)
    const ids = reply.body.bots.map((b: { id: string }) => b.id)
    expect(ids).toContain(theirs.id)
    expect(ids).not.toContain(mine.id)
  })

  it('answers 404 to an outsider naming the workspace', async () => {
    expectError(await server.as(outsider).get('/v1/bots', { workspaceId: server.workspaceId }), 404, 'NOT_FOUND')
  })
})

describe('GET /v1/bots/{botId}', () => {
  it('answers {bot, currentUserMode}: write for members, read for guests', async () => {
    const bot = await createBot(server)
    const reply = await getBot(bot.id, member)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.bots.get), reply.body)
    expect(body).toMatchObject({ bot: { id: bot.id, version: '6' }, currentUserMode: 'write' })
    expect((await getBot(bot.id, guest)).body.currentUserMode).toBe('read')
  })

  it('converts to version "6.1" with ?migrateToLatestVersion=true, without changing the stored bot', async () => {
    const bot = await createBot(server)
    const reply = await server.as(server.owner).get(`/v1/bots/${bot.id}`, { migrateToLatestVersion: 'true' })
    expect(reply.status).toBe(200)
    const { bot: migrated } = expectShape(outputOf(contract.bots.get), reply.body)
    expect(migrated.version).toBe('6.1')
    expect(migrated.id).toBe(bot.id)
    expect((await getBot(bot.id)).body.bot.version).toBe('6')
    const unchanged = await server.as(server.owner).get(`/v1/bots/${bot.id}`, { migrateToLatestVersion: 'false' })
    expect(unchanged.body.bot.version).toBe('6')
  })

  it('refuses a non-boolean migrateToLatestVersion with 400 naming it', async () => {
    const bot = await createBot(server)
    const reply = await server.as(server.owner).get(`/v1/bots/${bot.id}`, { migrateToLatestVersion: 'maybe' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'migrateToLatestVersion' })])
  })

  it('answers 401 without a token, and 404 to an outsider', async () => {
    const bot = await createBot(server)
    expectError(await getBot(bot.id, null), 401, 'UNAUTHORIZED')
    const reply = await getBot(bot.id, outsider)
    expectError(reply, 404, 'NOT_FOUND')
    expect(JSON.stringify(reply.body)).not.toContain(bot.publicId!)
  })

  it('answers 401 to a wrong token even for a publicly shared bot', async () => {
    const bot = await createBot(server, { settings: { publicShare: { isEnabled: true } } })
    expectError(await server.as({ token: 'bbt_wrong' }).get(`/v1/bots/${bot.id}`), 401, 'UNAUTHORIZED')
  })

  it('answers a publicly shared bot without a token, as "guest"', async () => {
    const bot = await createBot(server, { name: 'Shared', settings: { publicShare: { isEnabled: true } } })
    const reply = await getBot(bot.id, null)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.bots.get), reply.body)
    expect(body).toMatchObject({ bot: { id: bot.id, name: 'Shared' }, currentUserMode: 'guest' })
    const asOutsider = await getBot(bot.id, outsider)
    expect(asOutsider.status).toBe(200)
    expect(asOutsider.body.currentUserMode).toBe('guest')
  })

  it('stops answering without a token once public sharing is turned off', async () => {
    const bot = await createBot(server, { settings: { publicShare: { isEnabled: true } } })
    await editBot(server, bot.id, { settings: { publicShare: { isEnabled: false } } })
    expectError(await getBot(bot.id, null), 401, 'UNAUTHORIZED')
  })

  it('answers 404 for an unknown id', async () => {
    expectError(await getBot('nope'), 404, 'NOT_FOUND')
  })
})

describe('PATCH /v1/bots/{botId}', () => {
  it('changes the fields sent and keeps the others', async () => {
    const bot = await createBot(server, { name: 'Before', groups: [group('g1', [textBlock('b1')])] })
    const reply = await server.as(member).patch(`/v1/bots/${bot.id}`, { bot: { name: 'After' } })
    expect(reply.status).toBe(200)
    const { bot: updated } = expectShape(outputOf(contract.bots.update), reply.body)
    expect(updated).toMatchObject({ name: 'After', groups: bot.groups, publicId: bot.publicId })
    expect((await getBot(bot.id)).body.bot.name).toBe('After')
  })

  it('answers only the new id and updatedAt to Prefer: return=minimal, and saves the same', async () => {
    const bot = await createBot(server, { name: 'Before', groups: [group('g1', [textBlock('b1')])] })
    const moved = [{ ...bot.groups[0], graphCoordinates: { x: 40, y: 80 } }]
    const reply = await server.as(server.owner).request('PATCH', `/v1/bots/${bot.id}`, {
      body: { bot: { groups: moved, updatedAt: bot.updatedAt } },
      headers: { Prefer: 'return=minimal' },
    })
    expect(reply.status).toBe(200)
    const stored = (await getBot(bot.id)).body.bot
    expect(reply.body).toEqual({ bot: { id: bot.id, updatedAt: stored.updatedAt } })
    expect(stored.groups[0].graphCoordinates).toEqual({ x: 40, y: 80 })
    expect(stored.name).toBe('Before')
  })

  it('takes a JSON body as typed: text where a boolean belongs is refused, not coerced as a query string would be', async () => {
    const bot = await createBot(server, { name: 'Typed' })
    const reply = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { isArchived: 'true' } })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.message).toContain('bot.isArchived')
    const migrated = await server.as(server.owner).get(`/v1/bots/${bot.id}`, { migrateToLatestVersion: 'true' })
    expect(migrated.status).toBe(200)
  })

  it('checks a partial save against the stored parts it leaves alone', async () => {
    const bot = await createBot(server, { groups: [group('g1', [textBlock('b1')])] })
    const edges = [{ id: 'b1', from: { eventId: bot.events[0].id }, to: { groupId: 'g1' } }]
    const reply = await editBot(server, bot.id, { edges })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.message).toContain('id "b1" is already used at groups.0.blocks.0.id')
  })

  it('accepts the current updatedAt, and answers the updatedAt the next save must send', async () => {
    const bot = await createBot(server, { name: 'v1' })
    const first = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'v2', updatedAt: bot.updatedAt } })
    expect(first.status).toBe(200)
    expect(first.body.bot.name).toBe('v2')
    expect(Date.parse(first.body.bot.updatedAt)).toBeGreaterThanOrEqual(Date.parse(bot.updatedAt))
    const second = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'v3', updatedAt: first.body.bot.updatedAt } })
    expect(second.status).toBe(200)
    expect((await getBot(bot.id)).body.bot.name).toBe('v3')
  })

  it('answers 409 CONFLICT for an older updatedAt and changes nothing', async () => {
    const bot = await createBot(server, { name: 'v1' })
    const saved = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'v2' } })
    const loadedEarlier = new Date(Date.parse(saved.body.bot.updatedAt) - 60_000).toISOString()
    const stale = await server.as(member).patch(`/v1/bots/${bot.id}`, {
      bot: { name: 'stale edit', groups: [group('g1', [textBlock('b1')])], updatedAt: loadedEarlier },
    })
    expectError(stale, 409, 'CONFLICT')
    expect(stale.body.defined).toBe(true)
    expect(stale.body.data).toEqual({ updatedAt: saved.body.bot.updatedAt })
    const stored = (await getBot(bot.id)).body.bot
    expect(stored).toMatchObject({ name: 'v2', groups: [], updatedAt: saved.body.bot.updatedAt })
  })

  it('answers 409 when the publicId belongs to another bot', async () => {
    await createBot(server, { publicId: 'already-mine' })
    const bot = await createBot(server)
    const reply = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { publicId: 'already-mine' } })
    expectError(reply, 409, 'CONFLICT')
    expect((await getBot(bot.id)).body.bot.publicId).toBe(bot.publicId)
  })

  it('refuses an invalid publicId with 400 naming bot.publicId', async () => {
    const bot = await createBot(server)
    const reply = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { publicId: 'no spaces allowed' } })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.publicId' })])
    expect(reply.body.message).toContain('bot.publicId')
  })

  it('refuses duplicate ids with 400 and keeps the stored document', async () => {
    const bot = await createBot(server, { groups: [group('g1', [textBlock('b1')])] })
    const reply = await editBot(server, bot.id, { groups: [group('g1', [textBlock('b1')]), group('g2', [textBlock('b1')])] })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.groups.1.blocks.0.id' })])
    expect((await getBot(bot.id)).body.bot.groups).toEqual(bot.groups)
  })

  it('refuses to replace a document without the version it edited, and lets a rename go alone', async () => {
    const bot = await createBot(server, { name: 'Versioned', groups: [group('g1', [textBlock('b1')])] })
    const blind = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'Blind', groups: [], theme: {} } })
    expectError(blind, 400, 'BAD_REQUEST')
    expect(blind.body.data.fields).toEqual([{ path: 'bot.updatedAt', message: expect.stringContaining('replaces groups, theme') }])
    expect((await getBot(bot.id)).body.bot).toMatchObject({ name: 'Versioned', groups: bot.groups })

    const renamed = await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'Renamed' } })
    expect(renamed.status).toBe(200)
    expect(renamed.body.bot.groups).toEqual(bot.groups)
  })

  it('refuses a guest (403) and an outsider (404), changing nothing', async () => {
    const bot = await createBot(server, { name: 'Stable' })
    expectError(await server.as(guest).patch(`/v1/bots/${bot.id}`, { bot: { name: 'x' } }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).patch(`/v1/bots/${bot.id}`, { bot: { name: 'x' } }), 404, 'NOT_FOUND')
    expect((await getBot(bot.id)).body.bot.name).toBe('Stable')
  })

  it('answers 404 when moving the bot to a folder of another workspace', async () => {
    const bot = await createBot(server)
    const foreign = await createFolder(server, { workspaceId: outsiderWorkspaceId }, outsider)
    expectError(await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { folderId: foreign.id } }), 404, 'NOT_FOUND')
  })
})

describe('DELETE /v1/bots/{botId}', () => {
  it('deletes the bot with its results', async () => {
    const bot = await createBot(server)
    const [result] = await insertResults(server, bot.id, [{ hasStarted: true }])
    const reply = await server.as(member).delete(`/v1/bots/${bot.id}`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.bots.delete), reply.body)
    expectError(await getBot(bot.id), 404, 'NOT_FOUND')
    expect(await server.db.select().from(results).where(eq(results.id, result.id))).toEqual([])
  })

  it('refuses a guest (403) and an outsider (404), keeping the bot', async () => {
    const bot = await createBot(server)
    expectError(await server.as(guest).delete(`/v1/bots/${bot.id}`), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).delete(`/v1/bots/${bot.id}`), 404, 'NOT_FOUND')
    expect((await getBot(bot.id)).status).toBe(200)
  })
})

describe('POST /v1/bots/{botId}/duplicate', () => {
  it('copies the draft under a new id, public id and name, unpublished', async () => {
    const source = await createBot(server, { name: 'Original', groups: [group('g1', [textBlock('b1')])] })
    await server.as(server.owner).post(`/v1/bots/${source.id}/publish`)
    const reply = await server.as(member).post(`/v1/bots/${source.id}/duplicate`, {})
    expect(reply.status).toBe(200)
    const { bot } = expectShape(outputOf(contract.bots.duplicate), reply.body)
    expect(bot.id).not.toBe(source.id)
    expect(bot.publicId).not.toBe(source.publicId)
    expect(bot).toMatchObject({ name: 'Original (copy)', groups: source.groups, workspaceId: server.workspaceId })
    const listed = (await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots
    expect(listed.find((b: { id: string }) => b.id === bot.id).publishedBotId).toBeNull()
  })

  it('takes a name and a folder', async () => {
    const source = await createBot(server)
    const folder = await createFolder(server)
    const reply = await server.as(server.owner).post(`/v1/bots/${source.id}/duplicate`, { name: 'Copy', folderId: folder.id })
    expect(reply.body.bot).toMatchObject({ name: 'Copy', folderId: folder.id })
  })

  it('refuses a guest (403), an outsider (404) and an empty name (400)', async () => {
    const source = await createBot(server)
    expectError(await server.as(guest).post(`/v1/bots/${source.id}/duplicate`, {}), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).post(`/v1/bots/${source.id}/duplicate`, {}), 404, 'NOT_FOUND')
    const reply = await server.as(server.owner).post(`/v1/bots/${source.id}/duplicate`, { name: '' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'name' })])
  })
})
