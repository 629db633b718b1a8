import { noteSizeBounds, type CanvasNote, type NoteFields } from '@/shared/notes/botNote'
import type { FlowDocument } from '../../document/flowDocument'

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, Math.round(value)))

/** Sizes kept within the bounds the service accepts, whatever a resize gesture reports. */
const bounded = (changes: Partial<NoteFields>): Partial<NoteFields> => ({
  ...changes,
  ...(changes.width !== undefined && { width: clamp(changes.width, noteSizeBounds.minWidth, noteSizeBounds.maxWidth) }),
  ...(changes.height !== undefined && { height: clamp(changes.height, noteSizeBounds.minHeight, noteSizeBounds.maxHeight) }),
  ...(changes.graphCoordinates && { graphCoordinates: { x: Math.round(changes.graphCoordinates.x), y: Math.round(changes.graphCoordinates.y) } }),
})

const sameFields = (note: CanvasNote, changes: Partial<NoteFields>) =>
  Object.entries(changes).every(([key, value]) => JSON.stringify(note[key as keyof NoteFields]) === JSON.stringify(value))

/** Command: changes a note's text, colour, position or size; the same document when nothing changes. */
export function updateNote(doc: FlowDocument, { noteId, changes }: { noteId: string; changes: Partial<NoteFields> }): FlowDocument {
  const next = bounded(changes)
  const index = doc.notes?.findIndex((note) => note.id === noteId) ?? -1
  if (index < 0 || sameFields(doc.notes![index], next)) return doc
  const notes = [...doc.notes!]
  notes[index] = { ...notes[index], ...next }
  return { ...doc, notes }
}
