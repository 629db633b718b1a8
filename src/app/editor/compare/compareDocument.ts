import type { Group } from '@/shared/bot/group'
import type { BotDiff, DiffKind } from '@/shared/bot/versionDiff'
import type { FlowDocument } from '../document/flowDocument'

/** How each group and block is drawn in compare mode (unchanged ones are absent). */
export type CompareMarks = { groups: Map<string, DiffKind>; blocks: Map<string, DiffKind> }

/**
 * The flow the compare view draws: the newer side whole, plus the groups only the older side has
 * (removed), so that they can be shown ghosted where they were.
 */
export function compareDocument(older: FlowDocument, newer: FlowDocument, diff: BotDiff): { doc: FlowDocument; marks: CompareMarks } {
  const removedIds = new Set(diff.groups.filter((group) => group.kind === 'removed').map((group) => group.id))
  const removed: Group[] = older.groups.filter((group) => removedIds.has(group.id))
  return {
    doc: { ...newer, groups: [...newer.groups, ...removed] },
    marks: {
      groups: new Map(diff.groups.map((group) => [group.id, group.kind])),
      // Inside a group that is still there, its added and changed blocks (removed ones are only listed).
      blocks: new Map(diff.groups.flatMap((group) => (group.kind === 'changed' ? group.blocks.filter((block) => block.kind !== 'removed').map((block) => [block.id, block.kind] as const) : []))),
    },
  }
}
