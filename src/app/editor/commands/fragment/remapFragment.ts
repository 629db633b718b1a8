import { createId } from '@/shared/ids'
import { isIdKey, mapDeep, walkDeep } from '../../document/deepMap'
import type { FlowFragment } from './flowFragment'

/**
 * The same fragment with fresh ids for everything in it (groups, blocks, items, paths, edges,
 * variables, and the ids nested in options), and every reference between them rewritten, so it
 * can land in any bot, even the one it came from, without colliding.
 */
export function remapFragment(fragment: FlowFragment, newId: () => string = createId): FlowFragment {
  const fresh = new Map<string, string>()
  const claim = (value: unknown, key: string) => {
    if (key === 'id' && typeof value === 'string' && !fresh.has(value)) fresh.set(value, newId())
  }
  walkDeep(fragment.groups, claim)
  fragment.edges.forEach((edge) => claim(edge.id, 'id'))
  fragment.variables.forEach((variable) => claim(variable.id, 'id'))
  const remap = (value: unknown, key: string) => (isIdKey(key) && typeof value === 'string' && fresh.has(value) ? fresh.get(value) : value)
  return { groups: mapDeep(fragment.groups, remap), edges: mapDeep(fragment.edges, remap), variables: mapDeep(fragment.variables, remap) }
}
