import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { BotNote, CanvasNote } from '@/shared/notes/botNote'

/** The query key of one bot's canvas notes. */
export const notesKey = (botId: string) => orpc.notes.list.queryKey({ input: { botId } })

/** GET /v1/bots/{id}/notes: the sticky notes of a bot's canvas. */
export const notesQueryOptions = (botId: string) => orpc.notes.list.queryOptions({ input: { botId }, queryKey: notesKey(botId) })

/** The notes of one bot, as the service keeps them. */
export const useNotesQuery = (botId: string) => useQuery(notesQueryOptions(botId))

/** A stored note as the editor holds it: what it shows, without who keeps it or when. */
export const toCanvasNote = ({ id, content, color, graphCoordinates, width, height }: BotNote | CanvasNote): CanvasNote => ({
  id,
  content,
  color,
  graphCoordinates,
  width,
  height,
})

/** The cached list after the sync stored `notes`: each keeps its creation time, changed ones get `now`. */
export function cachedNotes(previous: readonly BotNote[], notes: readonly CanvasNote[], botId: string, now = new Date().toISOString()): BotNote[] {
  const byId = new Map(previous.map((note) => [note.id, note]))
  return notes.map((note) => {
    const before = byId.get(note.id)
    return before && toCanvasNoteEquals(before, note) ? before : { ...note, botId, createdAt: before?.createdAt ?? now, updatedAt: now }
  })
}

const toCanvasNoteEquals = (a: BotNote, b: CanvasNote) => JSON.stringify(toCanvasNote(a)) === JSON.stringify(toCanvasNote(b))
