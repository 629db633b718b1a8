import type { FlowDocument } from '../../document/flowDocument'
import { updateGroup } from '../../document/updateBlocks'

/** Command: gives a group a new title (blank titles are refused: Jump and answers use them). */
export function renameGroup(doc: FlowDocument, { groupId, title }: { groupId: string; title: string }): FlowDocument {
  const trimmed = title.trim()
  if (!trimmed) return doc
  return updateGroup(doc, groupId, (group) => (group.title === trimmed ? group : { ...group, title: trimmed }))
}
