import type { Bot, BotDocument } from '@/shared/bot/bot'

/** The part of a bot the flow editor changes: what the canvas shows and the variables it uses. */
export type FlowDocument = Pick<BotDocument, 'events' | 'groups' | 'edges' | 'variables'>

/** The bot fields the flow editor owns and saves. */
export const flowFields = ['events', 'groups', 'edges', 'variables'] as const
export type FlowField = (typeof flowFields)[number]

/** The editable copy of a bot's flow (no copying: commands never mutate). */
export const toFlowDocument = (bot: Pick<Bot, FlowField>): FlowDocument => ({
  events: bot.events,
  groups: bot.groups,
  edges: bot.edges,
  variables: bot.variables,
})

/**
 * Fields of `next` that are not the very same value as in `base`. Commands share untouched
 * structure, so a reference check is exact enough to decide what a save must send.
 */
export function changedFields(base: FlowDocument, next: FlowDocument): Partial<FlowDocument> {
  const changes: Partial<FlowDocument> = {}
  for (const field of flowFields) if (base[field] !== next[field]) Object.assign(changes, { [field]: next[field] })
  return changes
}
