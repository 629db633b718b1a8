import type { Block } from '@/shared/bot/blocks'
import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { updateBlocks } from '../../document/updateBlocks'
import { removeEdgesWhere } from '../edges/removeEdges'
import { isGrowable } from './addItem'

/**
 * Command: removes an item with the edges leaving it (a card's paths included). The last item of a
 * block stays: a choice without any button could not be answered.
 */
export function removeItem(doc: FlowDocument, { blockId, itemId }: { blockId: string; itemId: string }): FlowDocument {
  const block = findBlock(doc.groups, blockId)?.block
  if (!block || !isGrowable(block) || block.items.length < 2 || !block.items.some((item) => item.id === itemId)) return doc
  const withoutEdges = removeEdgesWhere(doc, (edge) => 'blockId' in edge.from && edge.from.blockId === blockId && edge.from.itemId === itemId)
  return updateBlocks(withoutEdges, [blockId], (current) => ({ ...current, items: (current as typeof block).items.filter((item) => item.id !== itemId) }) as Block)
}
