import { mapDeep } from '../../document/deepMap'
import type { FlowDocument } from '../../document/flowDocument'
import { mentionsVariable } from '../variables/variableUsages'
import type { FlowFragment } from './flowFragment'

/**
 * The fragment holding these groups: edges are kept only between copied groups (an output leading
 * outside the copy leads nowhere in it), and every variable the blocks name comes along.
 */
export function copyFragment(doc: FlowDocument, { groupIds }: { groupIds: readonly string[] }): FlowFragment {
  const ids = new Set(groupIds)
  const copied = doc.groups.filter((group) => ids.has(group.id))
  const blockIds = new Set(copied.flatMap((group) => group.blocks.map((block) => block.id)))
  const edges = doc.edges.filter((edge) => 'blockId' in edge.from && blockIds.has(edge.from.blockId) && ids.has(edge.to.groupId))
  const edgeIds = new Set(edges.map((edge) => edge.id))
  const groups = mapDeep(copied, (value, key) => (key === 'outgoingEdgeId' && !edgeIds.has(value as string) ? undefined : value))
  const variables = doc.variables.filter((variable) => mentionsVariable(groups, variable))
  return { groups, edges, variables }
}
