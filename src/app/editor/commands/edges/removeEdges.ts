import type { Edge } from '@/shared/bot/edge'
import { outgoingEdgeIdOf, setEdgeId, withOutgoingEdgeId } from '../../document/blockOutputs'
import type { FlowDocument } from '../../document/flowDocument'
import { updateBlocks } from '../../document/updateBlocks'

/**
 * Removes the edges `shouldRemove` picks and clears the `outgoingEdgeId` that pointed at each, so
 * no event, block, item or path keeps naming an edge that is gone.
 */
export function removeEdgesWhere(doc: FlowDocument, shouldRemove: (edge: Edge) => boolean): FlowDocument {
  const removed = doc.edges.filter(shouldRemove)
  if (removed.length === 0) return doc
  const removedIds = new Set(removed.map((edge) => edge.id))
  const fromBlocks = removed.flatMap((edge) => ('blockId' in edge.from ? [edge.from] : []))
  const eventIds = new Set(removed.flatMap((edge) => ('eventId' in edge.from ? [edge.from.eventId] : [])))

  const withBlocksCleared = updateBlocks(
    { ...doc, edges: doc.edges.filter((edge) => !removedIds.has(edge.id)) },
    fromBlocks.map((from) => from.blockId),
    (block) =>
      fromBlocks
        .filter((from) => from.blockId === block.id)
        .reduce((current, from) => {
          // Only clear a source that still names a removed edge; it may already point elsewhere.
          const edgeId = outgoingEdgeIdOf(current, from)
          return edgeId && removedIds.has(edgeId) ? withOutgoingEdgeId(current, from, undefined) : current
        }, block),
  )
  if (eventIds.size === 0) return withBlocksCleared
  const events = doc.events.map((event) =>
    eventIds.has(event.id) && event.outgoingEdgeId && removedIds.has(event.outgoingEdgeId) ? setEdgeId(event, undefined) : event,
  ) as FlowDocument['events']
  return { ...withBlocksCleared, events }
}

/** Command: deletes edges by id. */
export const removeEdges = (doc: FlowDocument, { edgeIds }: { edgeIds: readonly string[] }): FlowDocument => {
  const ids = new Set(edgeIds)
  return removeEdgesWhere(doc, (edge) => ids.has(edge.id))
}
