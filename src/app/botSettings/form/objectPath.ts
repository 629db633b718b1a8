// Reading and writing one field of a stored theme or settings object by a dotted path
// ("chat.hostBubbles.border.color"), without touching the rest.

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at `path`, or undefined when any step is absent. */
export function getIn(source: unknown, path: string): unknown {
  let node = source
  for (const key of path.split('.')) {
    if (!isObject(node) && !Array.isArray(node)) return undefined
    node = (node as Json)[key]
  }
  return node
}

/**
 * A copy of `source` with `value` at `path` (objects on the way are copied, never changed).
 * `undefined` removes the field, and objects left empty by that are removed too: an absent field
 * means its default, so the stored document only holds what the user set.
 */
export function setIn<T extends object>(source: T, path: string, value: unknown): T {
  const [key, ...rest] = path.split('.')
  const current = source as Json
  const next = rest.length === 0 ? value : setIn(isObject(current[key]) ? current[key] : {}, rest.join('.'), value)
  const { [key]: _previous, ...others } = current
  const isEmpty = next === undefined || (rest.length > 0 && isObject(next) && Object.keys(next).length === 0)
  return (isEmpty ? others : { ...others, [key]: next }) as T
}
