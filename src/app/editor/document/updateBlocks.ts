import type { Block } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'
import { blockIndex } from './blockIndex'
import type { FlowDocument } from './flowDocument'

/**
 * Applies `change` to the blocks named in `blockIds`, replacing only the groups that hold them, so
 * every other group keeps its identity (and its canvas node skips rendering).
 */
export function updateBlocks(doc: FlowDocument, blockIds: Iterable<string>, change: (block: Block) => Block): FlowDocument {
  const index = blockIndex(doc.groups)
  const byGroup = new Map<number, Set<string>>()
  for (const id of blockIds) {
    const location = index.get(id)
    if (!location) continue
    const ids = byGroup.get(location.groupIndex) ?? new Set()
    ids.add(id)
    byGroup.set(location.groupIndex, ids)
  }
  if (byGroup.size === 0) return doc
  let changed = false
  const groups = doc.groups.map((group, i): Group => {
    const ids = byGroup.get(i)
    if (!ids) return group
    const blocks = group.blocks.map((block) => (ids.has(block.id) ? change(block) : block))
    if (blocks.every((block, b) => block === group.blocks[b])) return group
    changed = true
    return { ...group, blocks }
  })
  return changed ? { ...doc, groups } : doc
}

/** Replaces the group with this id through `change` (same document when nothing changes). */
export function updateGroup(doc: FlowDocument, groupId: string, change: (group: Group) => Group): FlowDocument {
  const index = doc.groups.findIndex((group) => group.id === groupId)
  if (index < 0) return doc
  const next = change(doc.groups[index])
  if (next === doc.groups[index]) return doc
  return { ...doc, groups: doc.groups.with(index, next) }
}
