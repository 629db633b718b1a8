import type { Block } from '@/shared/bot/blocks'
import { outgoingEdgeIdOf, sourcesOf, withOutgoingEdgeId } from '../../document/blockOutputs'
import { findBlock } from '../../document/blockIndex'
import type { FlowDocument } from '../../document/flowDocument'
import { updateBlocks } from '../../document/updateBlocks'
import { removeEdgesWhere } from '../edges/removeEdges'

const sourceKey = (from: { blockId: string; itemId?: string; pathId?: string }) => `${from.itemId ?? ''}/${from.pathId ?? ''}`

/**
 * Command: replaces a block by its edited version (what a settings form sends). The block's
 * outputs are kept consistent with the edges: an item or path the edit removed takes its edge
 * away, and every edge still leaving the block is named again by its source's `outgoingEdgeId`
 * (a form that rebuilt an item must not cut its edge).
 */
export function updateBlock(doc: FlowDocument, { block }: { block: Block }): FlowDocument {
  const current = findBlock(doc.groups, block.id)?.block
  if (!current || current === block) return doc
  const sources = new Map(sourcesOf(block).map((source) => [sourceKey(source), source]))
  const leaving = doc.edges.filter((edge) => 'blockId' in edge.from && edge.from.blockId === block.id)
  const orphaned = new Set(leaving.filter((edge) => !sources.has(sourceKey(edge.from as { blockId: string }))).map((edge) => edge.id))

  const synced = leaving
    .filter((edge) => !orphaned.has(edge.id))
    .reduce((next, edge) => {
      const from = edge.from as { blockId: string; itemId?: string; pathId?: string }
      return outgoingEdgeIdOf(next, from) === edge.id ? next : withOutgoingEdgeId(next, from, edge.id)
    }, block)
  const replaced = updateBlocks(doc, [block.id], () => synced)
  return orphaned.size ? removeEdgesWhere(replaced, (edge) => orphaned.has(edge.id)) : replaced
}
