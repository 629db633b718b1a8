import * as Y from 'yjs'
import { isPlainObject, jsonEqual } from '../jsonEqual'

/**
 * JSON objects live in the shared document as nested Y.Maps (one entry per key), so concurrent
 * edits of two fields of one block both survive; arrays and scalars are atomic values (a field
 * edited by two people at once keeps one of the two, the same one for everybody).
 */
type Json = Record<string, unknown>

/** Writes into `map` what changed from `before` to `after` (keys equal in both are left alone). */
export function writeJsonFields(map: Y.Map<unknown>, before: Json | undefined, after: Json) {
  for (const key of Object.keys(after)) {
    const value = after[key]
    if (value === undefined) continue
    const previous = before?.[key]
    if (previous === value || (before && jsonEqual(previous, value))) continue
    const current = map.get(key)
    if (isPlainObject(value)) {
      if (current instanceof Y.Map) writeJsonFields(current, isPlainObject(previous) ? previous : readJsonMap(current), value)
      else map.set(key, jsonToYMap(value))
    } else if (current instanceof Y.Map || !jsonEqual(current, value)) map.set(key, value)
  }
  for (const key of Object.keys(before ?? readJsonMap(map))) {
    if (after[key] === undefined && map.has(key)) map.delete(key)
  }
}

/** A new Y.Map holding `value` (objects nested as Y.Maps). */
export function jsonToYMap(value: Json): Y.Map<unknown> {
  const map = new Y.Map<unknown>()
  for (const [key, field] of Object.entries(value)) {
    if (field !== undefined) map.set(key, isPlainObject(field) ? jsonToYMap(field) : field)
  }
  return map
}

/**
 * The JSON object a Y.Map holds (no cache: see BotDocReader for the cached read). With `like`, a
 * value it holds equal to the map's is returned as that very object, at every depth: the first read
 * of a shared document then hands back the objects the editor already draws.
 */
export function readJsonMap(map: Y.Map<unknown>, cache?: WeakMap<object, unknown>, like?: unknown): Json {
  const cached = cache?.get(map)
  if (cached) return cached as Json
  const model = isPlainObject(like) ? like : undefined
  const value: Json = {}
  for (const [key, field] of map.entries()) {
    const previous = model?.[key]
    if (field instanceof Y.Map) value[key] = readJsonMap(field, cache, previous)
    else value[key] = previous !== undefined && jsonEqual(previous, field) ? previous : field
  }
  const result = model && sameEntries(model, value) ? model : value
  cache?.set(map, result)
  return result
}

/** The same length holding the very same elements in order. */
export const sameElements = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((item, i) => item === b[i])

/** The same keys holding the very same values. */
export const sameEntries = (a: Json, b: Json) => {
  const keys = Object.keys(b)
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key])
}
