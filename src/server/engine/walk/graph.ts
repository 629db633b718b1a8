import type { Block } from '../../../shared/bot/blocks'
import type { Group } from '../../../shared/bot/group'
import type { BotSnapshot } from '../ports'
import type { Cursor } from '../sessionState'

/** A block found in its group, with its index (the walk moves by index inside a group). */
export type LocatedBlock = { group: Group; index: number; block: Block }

export const findGroup = (bot: BotSnapshot, groupId: string): Group | undefined =>
  bot.groups.find((group) => group.id === groupId)

/** The block a cursor points at; missing group or block → undefined (the branch ends, §1.4). */
export function locate(bot: BotSnapshot, cursor: Cursor): LocatedBlock | undefined {
  const group = findGroup(bot, cursor.groupId)
  if (!group) return undefined
  const index = cursor.blockId === undefined ? 0 : group.blocks.findIndex((block) => block.id === cursor.blockId)
  const block = group.blocks[index]
  return block ? { group, index, block } : undefined
}

/** Target of an edge, or undefined when the edge or its target group/block is missing (§1.4). */
export function edgeTarget(bot: BotSnapshot, edgeId: string | undefined): Cursor | undefined {
  if (!edgeId) return undefined
  const edge = bot.edges.find((candidate) => candidate.id === edgeId)
  if (!edge) return undefined
  const group = findGroup(bot, edge.to.groupId)
  if (!group) return undefined
  if (edge.to.blockId !== undefined && !group.blocks.some((block) => block.id === edge.to.blockId)) return undefined
  return edge.to.blockId === undefined ? { groupId: group.id } : { groupId: group.id, blockId: edge.to.blockId }
}

/** The block after `index` in its group, or undefined after the last one. */
export function nextInGroup(group: Group, index: number): Cursor | undefined {
  const next = group.blocks[index + 1]
  return next ? { groupId: group.id, blockId: next.id } : undefined
}

export const cursorOf = (at: LocatedBlock): Required<Cursor> => ({ groupId: at.group.id, blockId: at.block.id })

/** The group and block an event's edge leads to. */
export const eventTarget = (bot: BotSnapshot, eventId: string): Cursor | undefined =>
  edgeTarget(bot, bot.events.find((event) => event.id === eventId)?.outgoingEdgeId)
