import { useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useEditorStore } from '../store/EditorStoreContext'
import { createFlowMapper } from './flowMapping'

/** The canvas's nodes and edges, mapped from the working copy and the selection. */
export function useFlowElements() {
  const [mapper] = useState(createFlowMapper)
  const { events, groups, notes, edges, selectedNodeIds, selectedEdgeIds } = useEditorStore(
    useShallow((state) => ({
      events: state.doc.events,
      groups: state.doc.groups,
      notes: state.doc.notes,
      edges: state.doc.edges,
      selectedNodeIds: state.selectedNodeIds,
      selectedEdgeIds: state.selectedEdgeIds,
    })),
  )
  const nodes = useMemo(() => mapper.nodes({ events, groups, notes }, selectedNodeIds), [mapper, events, groups, notes, selectedNodeIds])
  const flowEdges = useMemo(() => mapper.edges({ events, groups, edges }, selectedEdgeIds), [mapper, events, groups, edges, selectedEdgeIds])
  return { nodes, edges: flowEdges }
}
