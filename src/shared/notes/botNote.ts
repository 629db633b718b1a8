import { z } from 'zod'
import { graphCoordinatesSchema, idSchema, isoDateTimeSchema } from '../common'

/**
 * Sticky notes on a bot's canvas. They belong to the editor, not to the bot document: they live in
 * their own table and routes, so the Bot shape stays exactly the interface's and chats never see them.
 */

/** The palette a note may take; names, not hex values, so each theme draws its own shade. */
export const noteColors = ['yellow', 'orange', 'pink', 'purple', 'blue', 'green', 'gray'] as const
export const noteColorSchema = z.enum(noteColors)
export type NoteColor = z.infer<typeof noteColorSchema>

/** Size bounds in flow pixels: big enough to read a line, small enough to stay a note. */
export const noteSizeBounds = { minWidth: 120, maxWidth: 1200, minHeight: 80, maxHeight: 1200 } as const
/** Markdown text; a note is a note, not a document. */
export const noteContentMaxLength = 10_000

export const noteContentSchema = z.string().max(noteContentMaxLength)
const noteWidthSchema = z.number().int().min(noteSizeBounds.minWidth).max(noteSizeBounds.maxWidth)
const noteHeightSchema = z.number().int().min(noteSizeBounds.minHeight).max(noteSizeBounds.maxHeight)

/** What a note is made of, without who keeps it: the editor's working copy and the export file hold this. */
export const noteFieldsSchema = z.object({
  content: noteContentSchema,
  color: noteColorSchema,
  graphCoordinates: graphCoordinatesSchema,
  width: noteWidthSchema,
  height: noteHeightSchema,
})
export type NoteFields = z.infer<typeof noteFieldsSchema>

/** A note on the canvas, as the editor holds it (and as an export file lists it). */
export const canvasNoteSchema = noteFieldsSchema.extend({ id: idSchema })
export type CanvasNote = z.infer<typeof canvasNoteSchema>

/** A note as the service answers it. */
export const botNoteSchema = canvasNoteSchema.extend({
  botId: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
})
export type BotNote = z.infer<typeof botNoteSchema>

/** A new note's size and colour when none is given. */
export const noteDefaults = { content: '', color: 'yellow', width: 240, height: 160 } as const satisfies Partial<NoteFields>

/** At most this many notes per bot (and per imported file). */
export const maxNotesPerBot = 500
