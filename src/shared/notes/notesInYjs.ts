import * as Y from 'yjs'
import { canvasNoteSchema, type CanvasNote } from './botNote'

/**
 * Canvas notes in a bot's shared Y.Doc, under its top-level `notes` map (reserved for them by the
 * live-editing document): id -> a Y.Map of the note's fields. The text is a Y.Text, so two people
 * typing in one note both keep their words; position (x, y), size and colour are separate
 * entries, so a move and a resize made at once both survive.
 */
export const NOTES_MAP = 'notes'

export const notesMapOf = (doc: Y.Doc) => doc.getMap<Y.Map<unknown>>(NOTES_MAP)

/** Replaces a Y.Text's content by `next`, as one change over the part that differs (keeps concurrent edits elsewhere). */
export function setText(text: Y.Text, next: string) {
  const current = text.toString()
  if (current === next) return
  let start = 0
  while (start < current.length && start < next.length && current[start] === next[start]) start++
  let end = 0
  while (end < current.length - start && end < next.length - start && current[current.length - 1 - end] === next[next.length - 1 - end]) end++
  if (current.length - start - end > 0) text.delete(start, current.length - start - end)
  if (next.length - start - end > 0) text.insert(start, next.slice(start, next.length - end))
}

function readNote(id: string, map: Y.Map<unknown>): CanvasNote | null {
  const content = map.get('content')
  const parsed = canvasNoteSchema.safeParse({
    id,
    content: content instanceof Y.Text ? content.toString() : content,
    color: map.get('color'),
    graphCoordinates: { x: map.get('x'), y: map.get('y') },
    width: map.get('width'),
    height: map.get('height'),
  })
  return parsed.success ? parsed.data : null
}

/** The notes the document holds, by id order (the same on every client); a malformed entry is left out. */
export function readNotes(doc: Y.Doc): CanvasNote[] {
  const notes: CanvasNote[] = []
  for (const [id, map] of notesMapOf(doc).entries()) {
    const note = map instanceof Y.Map ? readNote(id, map) : null
    if (note) notes.push(note)
  }
  return notes.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
}

function writeNote(map: Y.Map<unknown>, before: CanvasNote | undefined, note: CanvasNote) {
  const text = map.get('content')
  if (text instanceof Y.Text) setText(text, note.content)
  else map.set('content', new Y.Text(note.content))
  const scalars = { color: note.color, x: note.graphCoordinates.x, y: note.graphCoordinates.y, width: note.width, height: note.height }
  for (const [key, value] of Object.entries(scalars)) if (map.get(key) !== value || !before) map.set(key, value)
}

/**
 * Writes into the document what changed from `before` to `after` (one transaction): new notes
 * added, changed fields set, removed notes deleted. Notes equal in both are not touched.
 */
export function writeNotes(doc: Y.Doc, before: readonly CanvasNote[], after: readonly CanvasNote[], origin?: unknown) {
  const previous = new Map(before.map((note) => [note.id, note]))
  const notes = notesMapOf(doc)
  doc.transact(() => {
    for (const note of after) {
      const old = previous.get(note.id)
      if (old === note) continue
      const existing = notes.get(note.id)
      if (existing instanceof Y.Map) writeNote(existing, old, note)
      else {
        const map = new Y.Map<unknown>()
        notes.set(note.id, map)
        writeNote(map, undefined, note)
      }
    }
    const kept = new Set(after.map((note) => note.id))
    for (const id of previous.keys()) if (!kept.has(id) && notes.has(id)) notes.delete(id)
  }, origin)
}

/** Calls `onChange` with the notes after every change of them not made with `ignoreOrigin`; returns the unsubscribe. */
export function observeNotes(doc: Y.Doc, onChange: (notes: CanvasNote[]) => void, ignoreOrigin?: unknown) {
  const notes = notesMapOf(doc)
  const handler = (_events: unknown, transaction: Y.Transaction) => {
    if (ignoreOrigin === undefined || transaction.origin !== ignoreOrigin) onChange(readNotes(doc))
  }
  notes.observeDeep(handler)
  return () => notes.unobserveDeep(handler)
}
