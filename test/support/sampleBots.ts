import type { BotCreate } from '../../src/shared/bot/bot'

export const startEvent = { id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e-start' }

export const textBlock = (id: string, words: string) => ({
  id,
  type: 'text' as const,
  content: { richText: [{ type: 'p', children: [{ text: words }] }] },
})

/** One group after the start event, holding `blocks` in order. */
export function linearBot(blocks: unknown[], variables: { id: string; name: string }[] = [], settings: Record<string, unknown> = {}): BotCreate {
  return {
    name: 'Linear bot',
    events: [startEvent],
    groups: [{ id: 'g1', title: 'Main', graphCoordinates: { x: 0, y: 100 }, blocks: blocks as never }],
    edges: [{ id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
    variables,
    settings,
  }
}
