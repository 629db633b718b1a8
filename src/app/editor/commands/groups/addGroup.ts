import type { GraphCoordinates } from '@/shared/common'
import type { Block } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'
import { createId } from '@/shared/ids'
import type { FlowDocument } from '../../document/flowDocument'

/** "Group #n" with the first n past the group count that no group uses yet. */
export function nextGroupTitle(groups: readonly Group[]): string {
  const titles = new Set(groups.map((group) => group.title))
  let n = groups.length + 1
  while (titles.has(`Group #${n}`)) n++
  return `Group #${n}`
}

export type AddGroupArgs = { position: GraphCoordinates; blocks?: Block[]; groupId?: string; title?: string }

/** Command: a new group at `position` (flow coordinates of its top-left corner). */
export function addGroup(doc: FlowDocument, { position, blocks = [], groupId = createId(), title }: AddGroupArgs): FlowDocument {
  const group: Group = { id: groupId, title: title ?? nextGroupTitle(doc.groups), graphCoordinates: { x: Math.round(position.x), y: Math.round(position.y) }, blocks }
  return { ...doc, groups: [...doc.groups, group] }
}
