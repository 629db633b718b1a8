import { eq } from 'drizzle-orm'
import type { Executor } from '../db/database'
import { botNotes } from '../db/schema'

/** A duplicated bot keeps its canvas notes (same ids: they are unique per bot). */
export async function copyNotes(tx: Executor, fromBotId: string, toBotId: string) {
  const notes = await tx.select().from(botNotes).where(eq(botNotes.botId, fromBotId))
  if (notes.length === 0) return
  const now = new Date()
  await tx.insert(botNotes).values(notes.map((note) => ({ ...note, botId: toBotId, createdAt: now, updatedAt: now })))
}
