import type { Block } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { updateBlocks } from '../../document/updateBlocks'
import { createItem } from '../blocks/newBlock'

const growable = ['choice input', 'picture choice input', 'Condition', 'cards'] as const
type GrowableBlock = Extract<Block, { type: (typeof growable)[number] }>
/** Blocks whose items a user adds and removes. */
export const isGrowable = (block: Block): block is GrowableBlock => (growable as readonly string[]).includes(block.type)

/**
 * Command: adds an item (button, picture, condition, card) at `index` (default: the end).
 * AB tests keep exactly their two paths, so they take none.
 */
export function addItem(doc: FlowDocument, { blockId, index, newId = createId }: { blockId: string; index?: number; newId?: () => string }): FlowDocument {
  const block = findBlock(doc.groups, blockId)?.block
  if (!block || !isGrowable(block)) return doc
  const item = createItem(block.type, newId)
  return updateBlocks(doc, [blockId], () => ({ ...block, items: block.items.toSpliced(index ?? block.items.length, 0, item) }) as Block)
}
