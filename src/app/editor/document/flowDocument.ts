import type { Bot, BotDocument } from '@/shared/bot/bot'
import type { CanvasNote } from '@/shared/notes/botNote'

/**
 * The part of a bot the flow editor changes: what the canvas shows and the variables it uses, and
 * the canvas's sticky notes. Notes ride in the working copy so that undo covers them, but they are
 * no bot field: saving the bot never sends them (`flowOnly`), the notes sync stores them apart.
 */
export type FlowDocument = Pick<BotDocument, 'events' | 'groups' | 'edges' | 'variables'> & { notes?: readonly CanvasNote[] }

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

/** The bot's own fields of a working copy, without its notes: what the bot's save and drafts hold. */
export const flowOnly = (doc: FlowDocument): FlowDocument => (doc.notes === undefined ? doc : toFlowDocument(doc))
