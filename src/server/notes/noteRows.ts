import type { BotNote, CanvasNote, NoteColor, NoteFields } from '../../shared/notes/botNote'
import type { botNotes } from '../db/schema'

export type NoteRow = typeof botNotes.$inferSelect

/** A stored note as the API answers it (coordinates back in their object, times in ISO 8601 UTC). */
export const toBotNote = (row: NoteRow): BotNote => ({
  id: row.id,
  botId: row.botId,
  content: row.content,
  color: row.color as NoteColor,
  graphCoordinates: { x: row.x, y: row.y },
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
})

/** The columns a note's fields (all, or the ones a change names) are stored in. */
export const noteColumns = (fields: Partial<NoteFields>) => ({
  ...(fields.content !== undefined && { content: fields.content }),
  ...(fields.color !== undefined && { color: fields.color }),
  ...(fields.graphCoordinates !== undefined && { x: fields.graphCoordinates.x, y: fields.graphCoordinates.y }),
  ...(fields.width !== undefined && { width: fields.width }),
  ...(fields.height !== undefined && { height: fields.height }),
})

/** A full row for a new note of `botId`. */
export const newNoteRow = (botId: string, id: string, fields: NoteFields, now = new Date()) => ({
  botId,
  id,
  content: fields.content,
  color: fields.color,
  x: fields.graphCoordinates.x,
  y: fields.graphCoordinates.y,
  width: fields.width,
  height: fields.height,
  createdAt: now,
  updatedAt: now,
})

/** A note without who keeps it or when: what the shared document holds. */
export const toCanvasNote = ({ id, content, color, graphCoordinates, width, height }: BotNote): CanvasNote => ({ id, content, color, graphCoordinates, width, height })
