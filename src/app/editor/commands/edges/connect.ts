import type { EdgeSource } from '@/shared/bot/edge'
import { createId } from '@/shared/ids'
import { isInputBlock } from '@/shared/bot/blocks'
import { isTimeoutSource, itemOutputsOf, sameSource, setEdgeId, withOutgoingEdgeId } from '../../document/blockOutputs'
import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { updateBlocks } from '../../document/updateBlocks'
import { removeEdgesWhere } from './removeEdges'

export type ConnectArgs = { from: EdgeSource; to: { groupId: string; blockId?: string }; edgeId?: string }

const sourceExists = (doc: FlowDocument, from: EdgeSource) => {
  if ('eventId' in from) return doc.events.some((event) => event.id === from.eventId)
  const block = findBlock(doc.groups, from.blockId)?.block
  if (!block) return false
  if (isTimeoutSource(from)) return isInputBlock(block)
  return !from.itemId || itemOutputsOf(block).some((output) => output.itemId === from.itemId && output.pathId === from.pathId)
}

/**
 * Command: joins an output (event, block, item or card path) to a group. An output leads to one
 * place, so any edge it had is replaced; the source's `outgoingEdgeId` names the new edge.
 */
export function connect(doc: FlowDocument, { from, to, edgeId = createId() }: ConnectArgs): FlowDocument {
  if (!sourceExists(doc, from) || !doc.groups.some((group) => group.id === to.groupId)) return doc
  const existing = doc.edges.find((edge) => sameSource(edge.from, from))
  if (existing && existing.to.groupId === to.groupId && existing.to.blockId === to.blockId) return doc

  const cleared = removeEdgesWhere(doc, (edge) => sameSource(edge.from, from))
  // Legacy `groupId` on block sources is not written for new edges.
  const source: EdgeSource = 'eventId' in from ? { eventId: from.eventId } : { blockId: from.blockId, ...(from.itemId && { itemId: from.itemId }), ...(from.pathId && { pathId: from.pathId }) }
  const withEdge = { ...cleared, edges: [...cleared.edges, { id: edgeId, from: source, to: { groupId: to.groupId, ...(to.blockId && { blockId: to.blockId }) } }] }
  if ('eventId' in source) {
    const events = withEdge.events.map((event) => (event.id === source.eventId ? setEdgeId(event, edgeId) : event)) as FlowDocument['events']
    return { ...withEdge, events }
  }
  return updateBlocks(withEdge, [source.blockId], (block) => withOutgoingEdgeId(block, source, edgeId))
}
