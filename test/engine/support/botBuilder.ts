import type { Block } from '../../../src/shared/bot/blocks'
import type { BotEvent } from '../../../src/shared/bot/event'
import type { Edge } from '../../../src/shared/bot/edge'
import type { Group } from '../../../src/shared/bot/group'
import type { Settings } from '../../../src/shared/bot/settings'
import type { Theme } from '../../../src/shared/bot/theme'
import type { Variable } from '../../../src/shared/bot/variable'
import type { BotSnapshot } from '../../../src/server/engine/ports'

// Small builders for bots written inline in tests. Blocks are plain objects: a test states exactly
// the fields it cares about, and the bot is checked by the shared schemas like a stored one.

const at = { x: 0, y: 0 }

/** A text bubble with one paragraph of plain text. */
export const text = (id: string, content: string, extra: Partial<Block> = {}): Block =>
  ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: content }] }] }, ...extra }) as Block

/** Any block, typed loosely so tests can state just what they exercise. */
export const block = (id: string, type: string, fields: Record<string, unknown> = {}): Block =>
  ({ id, type, ...fields }) as Block

export const group = (id: string, blocks: Block[], title = id): Group => ({ id, title, graphCoordinates: at, blocks })

/** An edge from a block (optionally an item or path) or an event to a group (optionally a block). */
export function edge(
  id: string,
  from: { blockId: string; itemId?: string; pathId?: string } | { eventId: string },
  to: string | { groupId: string; blockId?: string },
): Edge {
  return { id, from, to: typeof to === 'string' ? { groupId: to } : to }
}

export const variable = (id: string, name: string, value?: Variable['value'], extra: Partial<Variable> = {}): Variable => ({
  id,
  name,
  ...(value === undefined ? {} : { value }),
  ...extra,
})

export type BotSpec = {
  id?: string
  groups: Group[]
  edges?: Edge[]
  variables?: Variable[]
  /** Events after the start event. */
  events?: BotEvent[]
  /** Group the start event leads to; absent → the start event has no edge. */
  startGroupId?: string
  theme?: Theme
  settings?: Settings
}

/** A bot snapshot; the start event gets an edge `start-edge` to `startGroupId`. */
export function makeBot(spec: BotSpec): BotSnapshot {
  const startEdge = spec.startGroupId ? [edge('start-edge', { eventId: 'start' }, spec.startGroupId)] : []
  return {
    id: spec.id ?? 'bot1',
    workspaceId: 'ws1',
    version: '6',
    events: [
      { id: 'start', type: 'start', graphCoordinates: at, ...(spec.startGroupId ? { outgoingEdgeId: 'start-edge' } : {}) },
      ...(spec.events ?? []),
    ],
    groups: spec.groups,
    edges: [...startEdge, ...(spec.edges ?? [])],
    variables: spec.variables ?? [],
    theme: spec.theme ?? {},
    settings: spec.settings ?? {},
  }
}
