import type { Block } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'

export type BlockLocation = { block: Block; group: Group; groupIndex: number; blockIndex: number }

const cache = new WeakMap<readonly Group[], Map<string, BlockLocation>>()

/**
 * Where every block is, by id. Memoised on the groups array, which commands replace whenever a
 * group changes, so lookups stay O(1) while the canvas asks for them on every render.
 */
export function blockIndex(groups: readonly Group[]): Map<string, BlockLocation> {
  let index = cache.get(groups)
  if (index) return index
  index = new Map()
  groups.forEach((group, groupIndex) =>
    group.blocks.forEach((block, blockIndex) => index!.set(block.id, { block, group, groupIndex, blockIndex })),
  )
  cache.set(groups, index)
  return index
}

/** The block with this id and where it is, if the document has it. */
export const findBlock = (groups: readonly Group[], blockId: string): BlockLocation | undefined => blockIndex(groups).get(blockId)
