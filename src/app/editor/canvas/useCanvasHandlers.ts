import { useMemo } from 'react'
import type { Connection, EdgeChange, FinalConnectionState, IsValidConnection, NodeChange, XYPosition } from '@xyflow/react'
import { connect } from '../commands/edges/connect'
import { moveNodes } from '../commands/groups/moveNodes'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import type { EditorStore } from '../store/editorStore'
import type { EditorEdge, EditorNode } from './flowMapping'
import { handleIds } from './handleIds'

const connectTo = (store: EditorStore, sourceHandle: string | null | undefined, groupId: string) => {
  const from = handleIds.parse(sourceHandle)
  if (from) store.getState().commit('Connect', (doc) => connect(doc, { from, to: { groupId } }))
}

/** The group node under the point where a connection was let go, if any. */
function groupUnder(event: MouseEvent | TouchEvent): string | null {
  const point = 'changedTouches' in event ? event.changedTouches[0] : event
  const element = point && document.elementFromPoint(point.clientX, point.clientY)
  const node = element?.closest<HTMLElement>('.react-flow__node-botGroup')
  return node?.dataset.id ?? null
}

/**
 * How canvas gestures become edits. A drag is a gesture (one undo step when it ends); arrow-key
 * moves coalesce; selection changes never enter history; a connection dropped anywhere on a group
 * joins that group.
 */
export function useCanvasHandlers() {
  const store = useEditorStoreApi()
  return useMemo(() => {
    const isValidConnection: IsValidConnection = (connection) => connection.targetHandle === handleIds.target && !!handleIds.parse(connection.sourceHandle)
    return {
      isValidConnection,
      onNodesChange: (changes: NodeChange<EditorNode>[]) => {
        const positions: Record<string, XYPosition> = {}
        const selections: { id: string; selected: boolean }[] = []
        for (const change of changes) {
          if (change.type === 'position' && change.position) positions[change.id] = change.position
          else if (change.type === 'select') selections.push({ id: change.id, selected: change.selected })
        }
        const state = store.getState()
        if (selections.length) state.setSelected({ nodes: selections })
        if (Object.keys(positions).length === 0) return
        if (state.gesture) state.updateGesture((doc) => moveNodes(doc, { positions }))
        else state.commit('Move', (doc) => moveNodes(doc, { positions }), { coalesceKey: 'keyboard-move' })
      },
      onEdgesChange: (changes: EdgeChange<EditorEdge>[]) => {
        const edges = changes.flatMap((change) => (change.type === 'select' ? [{ id: change.id, selected: change.selected }] : []))
        if (edges.length) store.getState().setSelected({ edges })
      },
      onNodeDragStart: () => store.getState().beginGesture('Move'),
      onNodeDragStop: () => store.getState().endGesture(),
      onSelectionDragStart: () => store.getState().beginGesture('Move'),
      onSelectionDragStop: () => store.getState().endGesture(),
      onConnect: (connection: Connection) => connectTo(store, connection.sourceHandle, connection.target),
      onConnectEnd: (event: MouseEvent | TouchEvent, connection: FinalConnectionState) => {
        if (connection.isValid || !connection.fromHandle || connection.fromHandle.type !== 'source') return
        const groupId = groupUnder(event)
        if (groupId) connectTo(store, connection.fromHandle.id, groupId)
      },
      onNodeClick: (_event: React.MouseEvent, node: EditorNode) => {
        if (node.type === 'botEvent' && node.data.event.type !== 'start') store.getState().openSidePanel({ kind: 'event', eventId: node.id })
      },
      onPaneClick: () => {
        const panel = store.getState().sidePanel?.kind
        if (panel === 'block' || panel === 'event') store.getState().openSidePanel(null)
      },
    }
  }, [store])
}
