import type { Group } from '@/shared/bot/group'
import type { BotDiff, DiffKind } from '@/shared/bot/versionDiff'
import type { FlowDocument } from '../document/flowDocument'

/** How each group is drawn in compare mode (unchanged groups are absent). */
export type GroupMarks = Map<string, DiffKind>

/**
 * The flow the compare view draws: the newer side whole, plus the groups only the older side has
 * (removed), so that they can be shown ghosted where they were.
 */
export function compareDocument(older: FlowDocument, newer: FlowDocument, diff: BotDiff): { doc: FlowDocument; marks: GroupMarks } {
  const removedIds = new Set(diff.groups.filter((group) => group.kind === 'removed').map((group) => group.id))
  const removed: Group[] = older.groups.filter((group) => removedIds.has(group.id))
  return {
    doc: { ...newer, groups: [...newer.groups, ...removed] },
    marks: new Map(diff.groups.map((group) => [group.id, group.kind])),
  }
}
