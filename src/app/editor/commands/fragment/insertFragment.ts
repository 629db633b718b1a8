import type { GraphCoordinates } from '@/shared/common'
import { isVariableIdKey, mapDeep } from '../../document/deepMap'
import type { FlowDocument } from '../../document/flowDocument'
import type { FlowFragment } from './flowFragment'

/** Top-left corner of the fragment's groups. */
export const fragmentOrigin = (fragment: FlowFragment): GraphCoordinates => ({
  x: Math.min(...fragment.groups.map((group) => group.graphCoordinates.x)),
  y: Math.min(...fragment.groups.map((group) => group.graphCoordinates.y)),
})

/** `title`, or `title (n)` with the first n no group uses, so Jump and answers can tell them apart. */
function freeTitle(title: string, taken: Set<string>): string {
  let candidate = title
  for (let n = 2; taken.has(candidate); n++) candidate = `${title} (${n})`
  taken.add(candidate)
  return candidate
}

/**
 * Command: adds a fragment (with ids already fresh, see remapFragment) so its top-left corner is
 * at `at`. A variable the bot already has by name is reused; the others are added.
 */
export function insertFragment(doc: FlowDocument, { fragment, at }: { fragment: FlowFragment; at: GraphCoordinates }): FlowDocument {
  if (fragment.groups.length === 0) return doc
  const byName = new Map(doc.variables.map((variable) => [variable.name, variable.id]))
  const reuse = new Map(fragment.variables.flatMap((variable) => (byName.has(variable.name) ? [[variable.id, byName.get(variable.name)!]] : [])))
  const added = fragment.variables.filter((variable) => !reuse.has(variable.id))
  const origin = fragmentOrigin(fragment)
  const [dx, dy] = [Math.round(at.x - origin.x), Math.round(at.y - origin.y)]
  const titles = new Set(doc.groups.map((group) => group.title))
  const groups = mapDeep(fragment.groups, (value, key) => (isVariableIdKey(key) && reuse.has(value as string) ? reuse.get(value as string) : value)).map(
    (group) => ({ ...group, title: freeTitle(group.title, titles), graphCoordinates: { x: group.graphCoordinates.x + dx, y: group.graphCoordinates.y + dy } }),
  )
  return { ...doc, groups: [...doc.groups, ...groups], edges: [...doc.edges, ...fragment.edges], variables: [...doc.variables, ...added] }
}
