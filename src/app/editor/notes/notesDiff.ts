import type { CanvasNote, NoteFields } from '@/shared/notes/botNote'

/** One request that brings the service's notes closer to the editor's. */
export type NoteOperation =
  | { kind: 'create'; note: CanvasNote }
  | { kind: 'update'; noteId: string; changes: Partial<NoteFields> }
  | { kind: 'delete'; noteId: string }

const fields = ['content', 'color', 'graphCoordinates', 'width', 'height'] as const

/** The fields of `next` that differ from `stored` (only these are sent). */
function changedNoteFields(stored: CanvasNote, next: CanvasNote): Partial<NoteFields> {
  const changes: Partial<NoteFields> = {}
  for (const field of fields) if (JSON.stringify(stored[field]) !== JSON.stringify(next[field])) Object.assign(changes, { [field]: next[field] })
  return changes
}

/**
 * The requests that turn the notes the service has into the notes the editor shows: new ones
 * created (under their own id, so an undone delete comes back as it was), changed ones patched with
 * what changed, removed ones deleted.
 */
export function notesDiff(stored: ReadonlyMap<string, CanvasNote>, current: readonly CanvasNote[]): NoteOperation[] {
  const operations: NoteOperation[] = []
  const present = new Set<string>()
  for (const note of current) {
    present.add(note.id)
    const before = stored.get(note.id)
    if (!before) operations.push({ kind: 'create', note })
    else if (before !== note) {
      const changes = changedNoteFields(before, note)
      if (Object.keys(changes).length) operations.push({ kind: 'update', noteId: note.id, changes })
    }
  }
  for (const id of stored.keys()) if (!present.has(id)) operations.push({ kind: 'delete', noteId: id })
  return operations
}
