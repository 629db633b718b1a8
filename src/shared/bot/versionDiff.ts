import type { Block } from './blocks'
import type { Edge } from './edge'
import type { BotEvent } from './event'
import type { Group } from './group'
import type { Variable } from './variable'
import { jsonEqual } from '../jsonEqual'

/**
 * Compares two versions of a bot's flow (issue 14, "Compare versions"): a published version against
 * the draft, or two published versions. Everything is matched by id, so a renamed group is
 * "changed", not "removed and added". Pure: the app draws the result on the canvas.
 */
export type DiffKind = 'added' | 'removed' | 'changed'

/** The part of a bot a comparison looks at (a draft and a published version both have these). */
export type ComparableBot = {
  groups: Group[]
  edges: Edge[]
  variables: Variable[]
  events: BotEvent[]
  theme?: unknown
  settings?: unknown
}

export type BlockDiff = { id: string; type: string; groupId: string; kind: DiffKind; fields: string[] }
export type GroupDiff = { id: string; title: string; kind: DiffKind; fields: string[]; blocks: BlockDiff[] }
export type EntityDiff = { id: string; label: string; kind: DiffKind; fields: string[] }

export type BotDiff = {
  groups: GroupDiff[]
  edges: EntityDiff[]
  variables: EntityDiff[]
  events: EntityDiff[]
  /** Dotted paths of the theme and settings values that differ (`chat.hostBubbles.backgroundColor`). */
  theme: string[]
  settings: string[]
}

/** Top-level fields of two records that differ, `ignore`d ones left out, in a stable order. */
function changedFields(before: object, after: object, ignore: string[] = []): string[] {
  const left = before as Record<string, unknown>
  const right = after as Record<string, unknown>
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])].filter((key) => !ignore.includes(key))
  return keys.filter((key) => !jsonEqual(left[key], right[key])).sort()
}

/** Leaf paths where two plain values differ; arrays are compared whole. */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
  if (jsonEqual(before, after)) return []
  if (!isRecord(before) || !isRecord(after)) return [prefix || '(all)']
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort()
  return keys.flatMap((key) => changedPaths(before[key], after[key], prefix ? `${prefix}.${key}` : key))
}

function byId<T extends { id: string }>(list: T[]): Map<string, T> {
  return new Map(list.map((entry) => [entry.id, entry]))
}

/** Matches two lists by id: what only `after` has, what only `before` has, and what differs. */
function compareById<T extends { id: string }>(before: T[], after: T[], describe: (entry: T) => string, ignore: string[] = []): EntityDiff[] {
  const old = byId(before)
  const now = byId(after)
  const diffs: EntityDiff[] = []
  for (const entry of after) {
    const previous = old.get(entry.id)
    if (!previous) diffs.push({ id: entry.id, label: describe(entry), kind: 'added', fields: [] })
    else {
      const fields = changedFields(previous, entry, ignore)
      if (fields.length > 0) diffs.push({ id: entry.id, label: describe(entry), kind: 'changed', fields })
    }
  }
  for (const entry of before) if (!now.has(entry.id)) diffs.push({ id: entry.id, label: describe(entry), kind: 'removed', fields: [] })
  return diffs
}

type Located = { block: Block; groupId: string; index: number }
const blocksOf = (groups: Group[]) => new Map<string, Located>(groups.flatMap((group) => group.blocks.map((block, index) => [block.id, { block, groupId: group.id, index }] as const)))

function compareBlocks(before: Group[], after: Group[]): BlockDiff[] {
  const old = blocksOf(before)
  const now = blocksOf(after)
  const diffs: BlockDiff[] = []
  for (const [id, { block, groupId, index }] of now) {
    const previous = old.get(id)
    if (!previous) {
      diffs.push({ id, type: block.type, groupId, kind: 'added', fields: [] })
      continue
    }
    const fields = changedFields(previous.block, block)
    if (previous.groupId !== groupId) fields.push('group')
    else if (previous.index !== index) fields.push('order')
    if (fields.length > 0) diffs.push({ id, type: block.type, groupId, kind: 'changed', fields })
  }
  for (const [id, { block, groupId }] of old) if (!now.has(id)) diffs.push({ id, type: block.type, groupId, kind: 'removed', fields: [] })
  return diffs
}

function compareGroups(before: Group[], after: Group[]): GroupDiff[] {
  const blocks = compareBlocks(before, after)
  const old = byId(before)
  const now = byId(after)
  // A block that moved between groups changes both: the one it left and the one it joined.
  const blocksOfGroup = (groupId: string) =>
    blocks.filter((diff) => diff.groupId === groupId || (diff.fields.includes('group') && old.get(groupId)?.blocks.some((block) => block.id === diff.id)))
  const diffs: GroupDiff[] = []
  for (const group of after) {
    const previous = old.get(group.id)
    if (!previous) {
      diffs.push({ id: group.id, title: group.title, kind: 'added', fields: [], blocks: blocksOfGroup(group.id) })
      continue
    }
    const fields = changedFields(previous, group, ['blocks']).map((field) => (field === 'graphCoordinates' ? 'position' : field))
    const changedBlocks = blocksOfGroup(group.id)
    if (changedBlocks.length > 0) fields.push('blocks')
    if (fields.length > 0) diffs.push({ id: group.id, title: group.title, kind: 'changed', fields, blocks: changedBlocks })
  }
  for (const group of before) {
    if (!now.has(group.id)) diffs.push({ id: group.id, title: group.title, kind: 'removed', fields: [], blocks: blocksOfGroup(group.id).filter((diff) => diff.kind === 'removed') })
  }
  return diffs
}

const edgeLabel = (edge: Edge) => {
  const from = 'eventId' in edge.from ? `event ${edge.from.eventId}` : `block ${edge.from.blockId}${edge.from.itemId ? ` (item ${edge.from.itemId})` : ''}`
  return `${from} → group ${edge.to.groupId}`
}

/** What changed from `before` (e.g. a published version) to `after` (e.g. the draft). */
export function diffBots(before: ComparableBot, after: ComparableBot): BotDiff {
  return {
    groups: compareGroups(before.groups, after.groups),
    edges: compareById(before.edges, after.edges, edgeLabel),
    variables: compareById(before.variables, after.variables, (variable) => variable.name),
    // Dragging the start event around is not a change of the flow.
    events: compareById(before.events, after.events, (event) => event.type, ['graphCoordinates']),
    theme: changedPaths(before.theme ?? {}, after.theme ?? {}),
    settings: changedPaths(before.settings ?? {}, after.settings ?? {}),
  }
}

/** Whether a comparison found nothing at all. */
export const isSameFlow = (diff: BotDiff) =>
  diff.groups.length + diff.edges.length + diff.variables.length + diff.events.length + diff.theme.length + diff.settings.length === 0
