/**
 * Structural equality of JSON values, ignoring key order. Shared subtrees are compared by
 * reference first, so two versions of a document that differ in one group cost one group's walk.
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a)) {
    const other = b as unknown[]
    return a.length === other.length && a.every((item, i) => deepEqual(item, other[i]))
  }
  // Absent and undefined keys are the same thing in JSON.
  const keys = (value: object) => Object.keys(value).filter((key) => (value as Record<string, unknown>)[key] !== undefined)
  const [aKeys, bKeys] = [keys(a), keys(b)]
  return aKeys.length === bKeys.length && aKeys.every((key) => deepEqual((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
}
