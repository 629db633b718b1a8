import { useMemo, useState } from 'react'
import { useShallow } from 'zustand/react/shallow'
import { useEditorStore } from '../store/EditorStoreContext'
import { createFlowMapper } from './flowMapping'

/** The canvas's nodes and edges, mapped from the working copy and the selection. */
export function useFlowElements() {
  const [mapper] = useState(createFlowMapper)
  const { events, groups, edges, selectedNodeIds, selectedEdgeIds } = useEditorStore(
    useShallow((state) => ({
      events: state.doc.events,
      groups: state.doc.groups,
      edges: state.doc.edges,
      selectedNodeIds: state.selectedNodeIds,
      selectedEdgeIds: state.selectedEdgeIds,
    })),
  )
  const nodes = useMemo(() => mapper.nodes({ events, groups }, selectedNodeIds), [mapper, events, groups, selectedNodeIds])
  const flowEdges = useMemo(() => mapper.edges({ events, groups, edges }, selectedEdgeIds), [mapper, events, groups, edges, selectedEdgeIds])
  return { nodes, edges: flowEdges }
}
