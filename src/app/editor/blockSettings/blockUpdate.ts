/**
 * Immutable updates that never store defaults: a field the user clears is removed (not written as
 * an empty string), and an object left without keys is removed from its parent.
 */

/** Drops keys whose value is undefined; undefined when no key is left. */
function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined)
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined
}

/** `base` with `patch` applied, compacted. */
export const merge = <T extends object>(base: T | undefined, patch: Partial<T>): T | undefined =>
  compact({ ...base, ...patch } as T)

/** An empty text means "not set". */
export const textOrUndefined = (text: string): string | undefined => (text === '' ? undefined : text)

type WithOptions = { options?: object }
type WithContent = { content?: object }

/** The block with `patch` merged into its `options` (removed when nothing is left). */
export function withOptions<B extends WithOptions>(block: B, patch: Partial<NonNullable<B['options']>>): B {
  const { options: _options, ...rest } = block
  const options = merge(block.options as NonNullable<B['options']> | undefined, patch)
  return (options ? { ...rest, options } : rest) as B
}

/** The block with `patch` merged into its `content` (removed when nothing is left). */
export function withContent<B extends WithContent>(block: B, patch: Partial<NonNullable<B['content']>>): B {
  const { content: _content, ...rest } = block
  const content = merge(block.content as NonNullable<B['content']> | undefined, patch)
  return (content ? { ...rest, content } : rest) as B
}

/** Replaces the element of `list` at `index`. */
export const replaceAt = <T,>(list: readonly T[], index: number, item: T): T[] => list.map((entry, i) => (i === index ? item : entry))

/** `list` with the element at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [moved] = next.splice(from, 1)
  next.splice(to, 0, moved)
  return next
}
