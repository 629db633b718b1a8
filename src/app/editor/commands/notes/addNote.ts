import { noteDefaults, type CanvasNote } from '@/shared/notes/botNote'
import type { GraphCoordinates } from '@/shared/common'
import { createId } from '@/shared/ids'
import type { FlowDocument } from '../../document/flowDocument'

/** Command: adds an empty note (default colour and size) centred on `at`; `id` for tests and redo. */
export function addNote(doc: FlowDocument, { at, id = createId() }: { at: GraphCoordinates; id?: string }): FlowDocument {
  const note: CanvasNote = {
    id,
    content: noteDefaults.content,
    color: noteDefaults.color,
    width: noteDefaults.width,
    height: noteDefaults.height,
    graphCoordinates: { x: Math.round(at.x - noteDefaults.width / 2), y: Math.round(at.y - noteDefaults.height / 2) },
  }
  return { ...doc, notes: [...(doc.notes ?? []), note] }
}
