/** What `mapDeep` does with one leaf: its key in the parent object (or array index) and value. */
type Visit = (value: unknown, key: string) => unknown

/**
 * Rebuilds `value` with every primitive leaf passed through `visit`, keeping the identity of any
 * object or array in which nothing changed (so unchanged blocks stay the same objects).
 * A leaf for which `visit` returns `undefined` is dropped from its object.
 */
export function mapDeep<T>(value: T, visit: Visit, key = ''): T {
  if (Array.isArray(value)) {
    let changed = false
    const next = value.map((item, i) => {
      const mapped = mapDeep(item, visit, String(i))
      if (mapped !== item) changed = true
      return mapped
    })
    return (changed ? next : value) as T
  }
  if (value !== null && typeof value === 'object') {
    let changed = false
    const next: Record<string, unknown> = {}
    for (const [entryKey, entry] of Object.entries(value)) {
      const mapped = mapDeep(entry, visit, entryKey)
      if (mapped !== entry) changed = true
      if (mapped !== undefined) next[entryKey] = mapped
    }
    return (changed ? next : value) as T
  }
  return visit(value, key) as T
}

/** Calls `visit` with every primitive leaf of `value` and its key. */
export function walkDeep(value: unknown, visit: (value: unknown, key: string) => void, key = ''): void {
  if (Array.isArray(value)) value.forEach((item, i) => walkDeep(item, visit, String(i)))
  else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walkDeep(v, visit, k)
  else visit(value, key)
}

/** Keys that hold a variable id, in every block and event shape (`variableId`, `saveVariableId`…). */
export const isVariableIdKey = (key: string) => key === 'variableId' || key.endsWith('VariableId')

/** Keys that hold the id of something in the bot (`id`, `groupId`, `outgoingEdgeId`, `variableId`…). */
export const isIdKey = (key: string) => key === 'id' || key.endsWith('Id')
