import { and, eq, notInArray, sql } from 'drizzle-orm'
import type * as Y from 'yjs'
import { maxNotesPerBot, type CanvasNote } from '../../shared/notes/botNote'
import { readNotes, writeNotes } from '../../shared/notes/notesInYjs'
import type { Database } from '../db/database'
import { botNotes } from '../db/schema'
import { newNoteRow, noteColumns, toBotNote, toCanvasNote } from './noteRows'

/**
 * Notes between the bot_notes table and a bot's shared Y.Doc, for the live-editing server: the
 * table stays what the REST routes and exports read, the document is what open editors share.
 */

/** The stored notes of a bot, as the document holds them. */
export async function storedNotes(db: Database, botId: string): Promise<CanvasNote[]> {
  const rows = await db.select().from(botNotes).where(eq(botNotes.botId, botId))
  return rows.map((row) => toCanvasNote(toBotNote(row)))
}

/** Puts the stored notes into a shared document that is being created from the bot row. */
export async function seedNotes(db: Database, botId: string, doc: Y.Doc, origin?: unknown) {
  writeNotes(doc, [], await storedNotes(db, botId), origin)
}

/**
 * Makes the table hold exactly the document's notes (valid ones, at most the bot's limit), in one
 * transaction: rows of removed notes deleted, new ones inserted, changed ones updated (an
 * unchanged row keeps its `updatedAt`). Returns how many rows changed.
 */
export async function storeNotes(db: Database, botId: string, doc: Y.Doc): Promise<number> {
  const notes = readNotes(doc).slice(0, maxNotesPerBot)
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(botNotes)
      .where(and(eq(botNotes.botId, botId), notes.length ? notInArray(botNotes.id, notes.map((note) => note.id)) : undefined))
      .returning({ id: botNotes.id })
    if (notes.length === 0) return removed.length
    const now = new Date()
    const written = await tx
      .insert(botNotes)
      .values(notes.map((note) => newNoteRow(botId, note.id, note, now)))
      .onConflictDoUpdate({
        target: [botNotes.botId, botNotes.id],
        set: { content: sql`excluded.content`, color: sql`excluded.color`, x: sql`excluded.x`, y: sql`excluded.y`, width: sql`excluded.width`, height: sql`excluded.height`, updatedAt: now },
        setWhere: sql`(${botNotes.content}, ${botNotes.color}, ${botNotes.x}, ${botNotes.y}, ${botNotes.width}, ${botNotes.height}) is distinct from (excluded.content, excluded.color, excluded.x, excluded.y, excluded.width, excluded.height)`,
      })
      .returning({ id: botNotes.id })
    return removed.length + written.length
  })
}

/** Writes one note's fields over its row, as the shared document holds the note. */
export async function storeNote(db: Database, botId: string, { id, ...fields }: CanvasNote) {
  await db
    .update(botNotes)
    .set({ ...noteColumns(fields), updatedAt: new Date() })
    .where(and(eq(botNotes.botId, botId), eq(botNotes.id, id)))
}
