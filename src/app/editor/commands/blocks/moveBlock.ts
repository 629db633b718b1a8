import type { GraphCoordinates } from '@/shared/common'
import { createId } from '@/shared/ids'
import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { addGroup } from '../groups/addGroup'
import { removeElements } from '../groups/removeElements'
import { insertBlock } from './insertBlock'

/** Edges that entered the moved block by id follow it to its new group. */
const retargetEdges = (doc: FlowDocument, blockId: string, groupId: string): FlowDocument => {
  if (!doc.edges.some((edge) => edge.to.blockId === blockId && edge.to.groupId !== groupId)) return doc
  return { ...doc, edges: doc.edges.map((edge) => (edge.to.blockId === blockId ? { ...edge, to: { ...edge.to, groupId } } : edge)) }
}

/**
 * Command: moves a block to `index` of a group (its own or another), where `index` is the slot the
 * drop placeholder showed, counted before the block leaves. A group left empty is removed, as an
 * empty group on the canvas is only clutter; edges keep following the block.
 */
export function moveBlock(doc: FlowDocument, { blockId, groupId, index }: { blockId: string; groupId: string; index: number }): FlowDocument {
  const location = findBlock(doc.groups, blockId)
  if (!location || !doc.groups.some((group) => group.id === groupId)) return doc
  const { block, group: source, blockIndex } = location
  const sameGroup = source.id === groupId
  const at = sameGroup && index > blockIndex ? index - 1 : index
  if (sameGroup && at === blockIndex) return doc

  const removed = { ...doc, groups: doc.groups.with(location.groupIndex, { ...source, blocks: source.blocks.toSpliced(blockIndex, 1) }) }
  const moved = retargetEdges(insertBlock(removed, { groupId, index: at, block }), blockId, groupId)
  return !sameGroup && source.blocks.length === 1 ? removeElements(moved, { groupIds: [source.id] }) : moved
}

/** Command: drags a block out of its group onto empty canvas, where it becomes a group of its own. */
export function moveBlockToNewGroup(
  doc: FlowDocument,
  { blockId, position, groupId = createId() }: { blockId: string; position: GraphCoordinates; groupId?: string },
): FlowDocument {
  const location = findBlock(doc.groups, blockId)
  if (!location) return doc
  // Its only block: moving the group itself says the same thing without churning ids.
  if (location.group.blocks.length === 1) {
    const { x, y } = { x: Math.round(position.x), y: Math.round(position.y) }
    return { ...doc, groups: doc.groups.with(location.groupIndex, { ...location.group, graphCoordinates: { x, y } }) }
  }
  const withGroup = addGroup(doc, { position, groupId })
  return moveBlock(withGroup, { blockId, groupId, index: 0 })
}
