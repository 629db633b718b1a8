import { z } from 'zod'
import { botNoteSchema, canvasNoteSchema, noteFieldsSchema } from '../notes/botNote'
import { idSchema } from '../common'
import { base, conflictable } from './base'

const tags = ['Notes']
const noteOutput = z.object({ note: botNoteSchema })
const description = 'Notes are sticky notes on the editor canvas. They are kept beside the bot, not in its document.'

export const notesContract = {
  list: base
    .route({ method: 'GET', path: '/v1/bots/{botId}/notes', summary: "List the notes on a bot's canvas", description, tags })
    .input(z.object({ botId: idSchema }))
    .output(z.object({ notes: z.array(botNoteSchema) })),
  create: conflictable
    .route({
      method: 'POST',
      path: '/v1/bots/{botId}/notes',
      summary: "Add a note to a bot's canvas",
      description: `${description} The client may choose the id (409 when this bot already has a note with it); every other field is required.`,
      tags,
    })
    .input(z.object({ botId: idSchema, note: noteFieldsSchema.extend({ id: canvasNoteSchema.shape.id.optional() }) }))
    .output(noteOutput),
  update: base
    .route({
      method: 'PATCH',
      path: '/v1/bots/{botId}/notes/{noteId}',
      summary: 'Change a note',
      description: 'Any of its text, colour, position and size; the last write wins.',
      tags,
    })
    .input(z.object({ botId: idSchema, noteId: idSchema, note: noteFieldsSchema.partial() }))
    .output(noteOutput),
  delete: base
    .route({ method: 'DELETE', path: '/v1/bots/{botId}/notes/{noteId}', summary: 'Remove a note', tags })
    .input(z.object({ botId: idSchema, noteId: idSchema }))
    .output(z.object({ message: z.string() })),
}
