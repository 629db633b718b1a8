import type { FocusEvent, KeyboardEvent } from 'react'
import { moveNodes } from '../commands/groups/moveNodes'
import { removeElements } from '../commands/groups/removeElements'
import { updateNote } from '../commands/notes/updateNote'
import { nodeRects } from '../canvas/placement/nodeRects'
import { movedPositions, nodeKeyAction } from '../canvas/keyboard/nodeKeys'
import { useRevealRect } from '../canvas/viewport/useRevealRect'
import { useEditorStoreApi } from '../store/EditorStoreContext'

let keyStep = 0

/**
 * The keyboard of a note focused with Tab, like a group's: Enter (or F2) edits its text, the arrows
 * move the selection, Alt+arrows resize the note, Delete removes the selection.
 */
export function useNoteKeyboard(noteId: string, { onEdit }: { onEdit: () => void }) {
  const store = useEditorStoreApi()
  const reveal = useRevealRect()
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget) return
    const state = store.getState()
    const note = state.doc.notes?.find((candidate) => candidate.id === noteId)
    if (!note) return
    if (event.altKey && !event.ctrlKey && !event.metaKey && event.key.startsWith('Arrow')) {
      if (state.env.readOnly) return
      event.preventDefault()
      const step = event.shiftKey ? 50 : 10
      const grow = { ArrowRight: [step, 0], ArrowLeft: [-step, 0], ArrowDown: [0, step], ArrowUp: [0, -step] }[event.key]
      if (!grow) return
      if (!event.repeat) keyStep++
      state.commit('Resize note', (doc) => updateNote(doc, { noteId, changes: { width: note.width + grow[0], height: note.height + grow[1] } }), { coalesceKey: `note-resize:${keyStep}` })
      return
    }
    const action = nodeKeyAction(event)
    if (!action || action.kind === 'connect') return
    event.preventDefault()
    event.stopPropagation()
    if (!state.selectedNodeIds.has(noteId)) state.select({ nodeIds: [noteId] })
    if (state.env.readOnly) return
    if (action.kind === 'open' || action.kind === 'rename') return onEdit()
    const selected = [...store.getState().selectedNodeIds]
    if (action.kind === 'delete') {
      state.commit('Delete', (doc) => removeElements(doc, { groupIds: selected, eventIds: selected, noteIds: selected }))
      return state.select({})
    }
    if (!event.repeat) keyStep++
    const ids = store.getState().selectedNodeIds
    state.commit('Move', (doc) => moveNodes(doc, { positions: movedPositions([...doc.groups, ...doc.events, ...(doc.notes ?? [])], ids, action.by) }), { coalesceKey: `keyboard-move:note:${keyStep}` })
    const rect = nodeRects(store.getState().doc).get(noteId)
    if (rect) reveal(rect)
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !event.currentTarget.matches(':focus-visible')) return
    const rect = nodeRects(store.getState().doc).get(noteId)
    if (rect) reveal(rect)
  }
  return { tabIndex: 0, onKeyDown, onFocus }
}
