import { and, asc, count, eq } from 'drizzle-orm'
import { maxNotesPerBot, type BotNote } from '../../shared/notes/botNote'
import { createId } from '../../shared/ids'
import { authed } from '../api/procedures'
import { badRequest, conflict, notFound } from '../api/errors'
import { requireBotAccess } from '../auth/access'
import { UNIQUE_VIOLATION, sqlStateOf } from '../db/database'
import { botNotes } from '../db/schema'
import type { CollabHub } from '../collab/collabHub'
import { newNoteRow, noteColumns, toBotNote, toCanvasNote } from './noteRows'

/** Editors open live on the bot see the change at once; the table is written already, so a failure is only logged. */
async function showLive(collab: CollabHub | undefined, botId: string, noteId: string, note: BotNote | null, options?: { created?: boolean }) {
  try {
    await collab?.applyNoteChange(botId, noteId, note && toCanvasNote(note), options)
  } catch (error) {
    console.error('[collab] a note change could not reach the shared document:', error)
  }
}

const ofNote = (botId: string, noteId: string) => and(eq(botNotes.botId, botId), eq(botNotes.id, noteId))

/**
 * The notes of a bot's canvas. Same rule as the bot itself: its workspace's members may read them,
 * all but guests may change them, and anyone else is told the bot does not exist.
 */
export const noteRoutes = {
  list: authed.notes.list.handler(async ({ context: { db, user }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'read')
    const rows = await db.select().from(botNotes).where(eq(botNotes.botId, input.botId)).orderBy(asc(botNotes.createdAt), asc(botNotes.id))
    return { notes: rows.map(toBotNote) }
  }),

  create: authed.notes.create.handler(async ({ context: { db, user, collab }, input }) => {
    const created = await db.transaction(async (tx) => {
      await requireBotAccess(tx, user.id, input.botId, 'write')
      const [{ total }] = await tx.select({ total: count() }).from(botNotes).where(eq(botNotes.botId, input.botId))
      if (total >= maxNotesPerBot) throw badRequest('note', `a bot holds at most ${maxNotesPerBot} notes`)
      const { id = createId(), ...fields } = input.note
      try {
        const [row] = await tx.insert(botNotes).values(newNoteRow(input.botId, id, fields)).returning()
        return { note: toBotNote(row) }
      } catch (error) {
        if (sqlStateOf(error) === UNIQUE_VIOLATION) throw conflict(`This bot already has a note with id "${id}"`)
        throw error
      }
    })
    await showLive(collab, input.botId, created.note.id, created.note, { created: true })
    return created
  }),

  update: authed.notes.update.handler(async ({ context: { db, user, collab }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'write')
    const [row] = await db
      .update(botNotes)
      .set({ ...noteColumns(input.note), updatedAt: new Date() })
      .where(ofNote(input.botId, input.noteId))
      .returning()
    if (!row) throw notFound('Note')
    const note = toBotNote(row)
    await showLive(collab, input.botId, note.id, note)
    return { note }
  }),

  delete: authed.notes.delete.handler(async ({ context: { db, user, collab }, input }) => {
    await requireBotAccess(db, user.id, input.botId, 'write')
    const removed = await db.delete(botNotes).where(ofNote(input.botId, input.noteId)).returning({ id: botNotes.id })
    if (removed.length === 0) throw notFound('Note')
    await showLive(collab, input.botId, input.noteId, null)
    return { message: 'Note deleted' }
  }),
}
