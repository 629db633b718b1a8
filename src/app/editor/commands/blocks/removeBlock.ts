import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { removeEdgesWhere } from '../edges/removeEdges'
import { removeElements } from '../groups/removeElements'

/**
 * Command: deletes a block with the edges leaving it (its items' and paths' too) and the edges
 * that entered it by id. Its group goes too when this was its last block.
 */
export function removeBlock(doc: FlowDocument, { blockId }: { blockId: string }): FlowDocument {
  const location = findBlock(doc.groups, blockId)
  if (!location) return doc
  if (location.group.blocks.length === 1) return removeElements(doc, { groupIds: [location.group.id] })
  const withoutEdges = removeEdgesWhere(doc, (edge) => ('blockId' in edge.from && edge.from.blockId === blockId) || edge.to.blockId === blockId)
  const groupIndex = withoutEdges.groups.findIndex((group) => group.id === location.group.id)
  const group = withoutEdges.groups[groupIndex]
  return { ...withoutEdges, groups: withoutEdges.groups.with(groupIndex, { ...group, blocks: group.blocks.filter((block) => block.id !== blockId) }) }
}
