import { StickyNote } from 'lucide-react'
import { useReactFlow } from '@xyflow/react'
import { createId } from '@/shared/ids'
import { IconButton } from '@/app/ui/IconButton'
import { canvasSelector } from '../canvas/canvasPointer'
import { addNote } from '../commands/notes/addNote'
import { useEditorStoreApi } from '../store/EditorStoreContext'

/** "Add note": an empty note in the middle of the view, selected and ready to be written. */
export function AddNoteButton() {
  const store = useEditorStoreApi()
  const { screenToFlowPosition } = useReactFlow()
  const add = () => {
    const box = document.querySelector(canvasSelector)?.getBoundingClientRect()
    const at = box ? screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 }) : { x: 0, y: 0 }
    const id = createId()
    store.getState().commit('Add note', (doc) => addNote(doc, { at, id }))
    store.getState().select({ nodeIds: [id] })
    // The new note takes the focus, so Enter writes in it and Delete removes it.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(id)}"] [data-testid="note"]`)?.focus())
  }
  return (
    <IconButton label="Add note" onClick={add}>
      <StickyNote aria-hidden className="size-4" />
    </IconButton>
  )
}
