import type { FocusEvent, KeyboardEvent } from 'react'
import { moveNodes } from '../../commands/groups/moveNodes'
import { removeElements } from '../../commands/groups/removeElements'
import { useEditorStoreApi } from '../../store/EditorStoreContext'
import { nodeRects } from '../placement/nodeRects'
import { useRevealRect } from '../viewport/useRevealRect'
import { startConnecting } from '../connect/connectMode'
import { outputsFor } from '../connect/connectOutputs'
import { focusSidePanel } from './focusSidePanel'
import { movedPositions, nodeKeyAction } from './nodeKeys'

// Each arrow press is its own undo step; the presses a held key repeats join the press they repeat.
let moveCount = 0

/**
 * The keyboard of a group or event on the canvas, focused with Tab: Enter opens it (a group's first
 * block's settings, an event's settings), the arrows move the selection (this node, when it is not
 * in the selection), Delete removes it, F2 renames a group, C starts connect mode on its outputs.
 * Focus brings the node into sight.
 */
export function useNodeKeyboard(nodeId: string, { onRename }: { onRename?: () => void } = {}) {
  const store = useEditorStoreApi()
  const reveal = useRevealRect()
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // Keys in the node's own controls (its title field, menu, blocks) are theirs.
    if (event.target !== event.currentTarget) return
    const action = nodeKeyAction(event)
    if (!action) return
    const state = store.getState()
    const group = state.doc.groups.find((candidate) => candidate.id === nodeId)
    const nodeEvent = state.doc.events.find((candidate) => candidate.id === nodeId)
    if (action.kind === 'rename' && !onRename) return
    event.preventDefault()
    event.stopPropagation()
    if (action.kind === 'rename') return onRename?.()
    if (!state.selectedNodeIds.has(nodeId)) state.select({ nodeIds: [nodeId] })
    if (action.kind === 'open') {
      if (group?.blocks[0]) state.openSidePanel({ kind: 'block', blockId: group.blocks[0].id })
      else if (nodeEvent && nodeEvent.type !== 'start') state.openSidePanel({ kind: 'event', eventId: nodeId })
      else return
      return focusSidePanel()
    }
    if (state.env.readOnly) return
    if (action.kind === 'connect') {
      const focused = group ? { groupId: nodeId } : { eventId: nodeId, label: `${event.currentTarget.getAttribute('aria-label') ?? 'Event'}` }
      return startConnecting(outputsFor(state.doc, focused))
    }
    if (action.kind === 'delete') {
      state.commit('Delete', (doc) => removeElements(doc, { groupIds: [...store.getState().selectedNodeIds], eventIds: [...store.getState().selectedNodeIds], noteIds: [...store.getState().selectedNodeIds] }))
      return state.select({})
    }
    if (!event.repeat) moveCount++
    const selected = store.getState().selectedNodeIds
    state.commit('Move', (doc) => moveNodes(doc, { positions: movedPositions([...doc.groups, ...doc.events, ...(doc.notes ?? [])], selected, action.by) }), { coalesceKey: `keyboard-move:${moveCount}` })
    const rect = nodeRects(store.getState().doc).get(nodeId)
    if (rect) reveal(rect)
  }
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !event.currentTarget.matches(':focus-visible')) return
    const rect = nodeRects(store.getState().doc).get(nodeId)
    if (rect) reveal({ ...rect, height: Math.min(rect.height, 240) })
  }
  return { tabIndex: 0, onKeyDown, onFocus }
}
