import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { seedNotes, storeNotes } from '../../src/server/notes/notesPersistence'
import { readNotes, writeNotes } from '../../src/shared/notes/notesInYjs'
import { createBot } from '../support/apiFixtures'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const fields = { color: 'green', graphCoordinates: { x: 1, y: 2 }, width: 200, height: 100 } as const
const listed = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}/notes`)).body.notes as { id: string; content: string; updatedAt: string }[]

describe('notes between the table and the shared document', () => {
  it('seeds a new shared document with the stored notes, and stores the document’s notes back', async () => {
    const bot = await createBot(server)
    await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: { id: 'a', content: 'Stored', ...fields } })
    await server.as(server.owner).post(`/v1/bots/${bot.id}/notes`, { note: { id: 'b', content: 'Untouched', ...fields } })
    const doc = new Y.Doc()
    await seedNotes(server.db, bot.id, doc)
    expect(readNotes(doc).map((n) => n.content)).toEqual(['Stored', 'Untouched'])
    const untouchedBefore = (await listed(bot.id)).find((n) => n.id === 'b')!.updatedAt

    const before = readNotes(doc)
    writeNotes(doc, before, [{ ...before[0], content: 'Edited live' }, before[1], { id: 'c', content: 'Added live', ...fields }])
    expect(await storeNotes(server.db, bot.id, doc)).toBe(2)
    const rows = await listed(bot.id)
    expect(rows.map((n) => [n.id, n.content])).toEqual([['a', 'Edited live'], ['b', 'Untouched'], ['c', 'Added live']])
    expect(rows.find((n) => n.id === 'b')!.updatedAt).toBe(untouchedBefore)

    writeNotes(doc, readNotes(doc), [])
    expect(await storeNotes(server.db, bot.id, doc)).toBe(3)
    expect(await listed(bot.id)).toEqual([])
  })
})
