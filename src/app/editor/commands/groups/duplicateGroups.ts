import { createId } from '@/shared/ids'
import type { FlowDocument } from '../../document/flowDocument'
import { copyFragment } from '../fragment/copyFragment'
import { fragmentOrigin, insertFragment } from '../fragment/insertFragment'
import { remapFragment } from '../fragment/remapFragment'

/** How far a duplicate lands from its original, so both stay visible. */
const duplicateOffset = 40

/** Command: copies groups (with the edges between them) beside the originals, with fresh ids. */
export function duplicateGroups(doc: FlowDocument, { groupIds, newId = createId }: { groupIds: readonly string[]; newId?: () => string }): FlowDocument {
  const fragment = remapFragment(copyFragment(doc, { groupIds }), newId)
  if (fragment.groups.length === 0) return doc
  const origin = fragmentOrigin(fragment)
  return insertFragment(doc, { fragment, at: { x: origin.x + duplicateOffset, y: origin.y + duplicateOffset } })
}
