import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { botNotes } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createBot, createWorkspace, minimalBotFile, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
let outsiderBotId: string
beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
  const outsiderWorkspaceId = await createWorkspace(server, outsider)
  outsiderBotId = (await createBot(server, { name: 'Theirs' }, { actor: outsider, workspaceId: outsiderWorkspaceId })).id
})
afterAll(() => server.close())

const note = (overrides: Record<string, unknown> = {}) => ({
  content: '**Remember** to ask for the email',
  color: 'pink',
  graphCoordinates: { x: 120, y: -40 },
  width: 260,
  height: 180,
  ...overrides,
})
const notesOf = async (botId: string, actor: Actor = server.owner) => (await server.as(actor).get(`/v1/bots/${botId}/notes`)).body.notes as { id: string; content: string }[]
const addNote = async (botId: string, overrides: Record<string, unknown> = {}, actor: Actor = server.owner) => {
  const reply = await server.as(actor).post(`/v1/bots/${botId}/notes`, { note: note(overrides) })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.note as { id: string; content: string; updatedAt: string }
}

describe('POST /v1/bots/{botId}/notes', () => {
  it('adds a note answered as {note}, listed afterwards, with the id the client chose', async () => {
    const bot = await createBot(server)
    const reply = await server.as(member).post(`/v1/bots/${bot.id}/notes`, { note: { ...note(), id: 'note-1' } })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const { note: created } = expectShape(outputOf(contract.notes.create), reply.body)
    expect(created).toMatchObject({ ...note(), id: 'note-1', botId: bot.id })
    expect(await notesOf(bot.id)).toEqual([reply.body.note])
  })

  it('answers 409 for an id the bot already has, and keeps the first note', async () => {
    const bot = await createBot(server)
    await addNote(bot.id, { id: 'same', content: 'First' })
    const again = await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: note({ id: 'same', content: 'Second' }) })
    expectError(again, 409, 'CONFLICT')
    expect((await notesOf(bot.id)).map((n) => n.content)).toEqual(['First'])
  })

  it('lets two bots use the same note id', async () => {
    const [a, b] = [await createBot(server), await createBot(server)]
    await addNote(a.id, { id: 'shared-id' })
    await addNote(b.id, { id: 'shared-id' })
    expect(await notesOf(b.id)).toHaveLength(1)
  })

  it('refuses a colour outside the palette with 400 naming note.color', async () => {
    const bot = await createBot(server)
    const reply = await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: note({ color: 'red; background:url(x)' }) })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'note.color' })])
    expect(reply.body.message).toContain('note.color')
  })

  it('refuses a size out of bounds and a missing position, naming each field', async () => {
    const bot = await createBot(server)
    const { graphCoordinates: _omitted, ...withoutPosition } = note({ width: 20 })
    const reply = await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: withoutPosition })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields.map((field: { path: string }) => field.path).sort()).toEqual(['note.graphCoordinates', 'note.width'])
  })

  it('refuses a guest with 403, an outsider and an unknown bot with 404, and no token with 401', async () => {
    const bot = await createBot(server)
    expectError(await server.as(guest).post(`/v1/bots/${bot.id}/notes`, { note: note() }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).post(`/v1/bots/${bot.id}/notes`, { note: note() }), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).post('/v1/bots/no-such-bot/notes', { note: note() }), 404, 'NOT_FOUND')
    expectError(await server.as(null).post(`/v1/bots/${bot.id}/notes`, { note: note() }), 401, 'UNAUTHORIZED')
    expect(await notesOf(bot.id)).toEqual([])
  })
})

describe('GET /v1/bots/{botId}/notes', () => {
  it("lets a guest read the notes, and never shows another workspace's", async () => {
    const bot = await createBot(server)
    await addNote(bot.id, { content: 'For everyone' })
    const reply = await server.as(guest).get(`/v1/bots/${bot.id}/notes`)
    expect(reply.status).toBe(200)
    expectShape(outputOf(contract.notes.list), reply.body)
    expect(reply.body.notes.map((n: { content: string }) => n.content)).toEqual(['For everyone'])
    expectError(await server.as(server.owner).get(`/v1/bots/${outsiderBotId}/notes`), 404, 'NOT_FOUND')
  })

  it('keeps notes out of the bot document', async () => {
    const bot = await createBot(server)
    await addNote(bot.id)
    const { body } = await server.as(server.owner).get(`/v1/bots/${bot.id}`)
    expect(body.bot).not.toHaveProperty('notes')
    expect(JSON.stringify(body)).not.toContain('Remember')
  })
})

describe('PATCH /v1/bots/{botId}/notes/{noteId}', () => {
  it('changes only the fields sent', async () => {
    const bot = await createBot(server)
    const created = await addNote(bot.id)
    const reply = await server.as(member).patch(`/v1/bots/${bot.id}/notes/${created.id}`, { note: { color: 'blue', width: 400, graphCoordinates: { x: 5, y: 6 } } })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const { note: changed } = expectShape(outputOf(contract.notes.update), reply.body)
    expect(changed).toMatchObject({ ...note(), color: 'blue', width: 400, graphCoordinates: { x: 5, y: 6 } })
    expect(new Date(changed.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(created.updatedAt).getTime())
  })

  it('answers 404 for a note of another bot, 403 for a guest, 400 naming note.content when too long', async () => {
    const [a, b] = [await createBot(server), await createBot(server)]
    const created = await addNote(a.id)
    expectError(await server.as(server.owner).patch(`/v1/bots/${b.id}/notes/${created.id}`, { note: { content: 'x' } }), 404, 'NOT_FOUND')
    expectError(await server.as(guest).patch(`/v1/bots/${a.id}/notes/${created.id}`, { note: { content: 'x' } }), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).patch(`/v1/bots/${a.id}/notes/${created.id}`, { note: { content: 'x' } }), 404, 'NOT_FOUND')
    const tooLong = await server.as(server.owner).patch(`/v1/bots/${a.id}/notes/${created.id}`, { note: { content: 'x'.repeat(10_001) } })
    expectError(tooLong, 400, 'BAD_REQUEST')
    expect(tooLong.body.data.fields).toEqual([expect.objectContaining({ path: 'note.content' })])
    expect((await notesOf(a.id))[0].content).toBe(note().content)
  })
})

describe('DELETE /v1/bots/{botId}/notes/{noteId}', () => {
  it('removes the note; a second delete answers 404; the same id can be added again (undo)', async () => {
    const bot = await createBot(server)
    const created = await addNote(bot.id, { id: 'undoable' })
    expectError(await server.as(guest).delete(`/v1/bots/${bot.id}/notes/${created.id}`), 403, 'FORBIDDEN')
    const reply = await server.as(member).delete(`/v1/bots/${bot.id}/notes/${created.id}`)
    expect(reply.status).toBe(200)
    expect(reply.body).toEqual({ message: 'Note deleted' })
    expectError(await server.as(member).delete(`/v1/bots/${bot.id}/notes/${created.id}`), 404, 'NOT_FOUND')
    await addNote(bot.id, { id: 'undoable' })
    expect(await notesOf(bot.id)).toHaveLength(1)
  })

  it('goes with its bot', async () => {
    const bot = await createBot(server)
    await addNote(bot.id)
    await server.as(server.owner).delete(`/v1/bots/${bot.id}`)
    expect(await server.db.select().from(botNotes).where(eq(botNotes.botId, bot.id))).toEqual([])
  })
})

describe('notes beside the bot on import and duplicate', () => {
  it('imports the notes sent beside the bot file, with fresh ids, leaving the bot document as it is', async () => {
    const reply = await server.as(server.owner).post('/v1/bots/import', {
      workspaceId: server.workspaceId,
      bot: minimalBotFile('With notes'),
      notes: [{ ...note({ content: 'Imported note' }), id: 'from-file' }],
    })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.bot).not.toHaveProperty('notes')
    const notes = await notesOf(reply.body.bot.id)
    expect(notes).toEqual([expect.objectContaining({ ...note({ content: 'Imported note' }), botId: reply.body.bot.id })])
    expect(notes[0].id).not.toBe('from-file')
  })

  it('refuses an invalid note in an import with 400 naming notes.0.color, and creates no bot', async () => {
    const before = (await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots.length
    const reply = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: minimalBotFile(), notes: [note({ color: 'neon' })] })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'notes.0.color' })])
    expect((await server.as(server.owner).get('/v1/bots', { workspaceId: server.workspaceId })).body.bots).toHaveLength(before)
  })

  it('copies the notes of a duplicated bot', async () => {
    const bot = await createBot(server)
    await addNote(bot.id, { content: 'Copied along' })
    const copy = await server.as(server.owner).post(`/v1/bots/${bot.id}/duplicate`, {})
    expect((await notesOf(copy.body.bot.id)).map((n) => n.content)).toEqual(['Copied along'])
  })
})
