import type { Block } from '@/shared/bot/blocks'
import type { FlowDocument } from '../../document/flowDocument'
import { updateGroup } from '../../document/updateBlocks'

/** Command: puts a new block into a group at `index` (clamped to the group's length). */
export function insertBlock(doc: FlowDocument, { groupId, index, block }: { groupId: string; index: number; block: Block }): FlowDocument {
  return updateGroup(doc, groupId, (group) => {
    const at = Math.max(0, Math.min(index, group.blocks.length))
    return { ...group, blocks: group.blocks.toSpliced(at, 0, block) }
  })
}
