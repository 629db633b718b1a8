import * as Y from 'yjs'
import { isPlainObject, jsonEqual } from '../jsonEqual'
import { BLOCK_ITEM_MAPS, BLOCK_ITEMS } from './botDocShape'
import { syncIdList } from './idList'
import { readJsonMap, sameElements, sameEntries, writeJsonFields } from './jsonInYjs'

/**
 * A block's `items` (choice and picture buttons, condition branches, cards, A/B paths…) merge per
 * item, like a group's blocks: the block's Y.Map holds the item ids in order under `items` (a
 * Y.Array, which no other JSON value becomes) and one Y.Map per item under `itemMaps`. Two people
 * editing two buttons of one block both keep their edit. Documents written before this layout hold
 * `items` as one JSON value: they are still read as they are, and a block is moved to the per-item
 * layout the first time its items are written (two people doing that first write at the very same
 * time keep one of the two, as before). `items` that are not objects with ids stay one JSON value.
 */
type Json = Record<string, unknown>
type Item = { id: string } & Json

/** True for an array of objects with distinct string ids: what can be stored one map per item. */
const isIdentifiedList = (value: unknown): value is Item[] => {
  if (!Array.isArray(value)) return false
  const ids = new Set<string>()
  for (const item of value) {
    if (!isPlainObject(item) || typeof item.id !== 'string' || ids.has(item.id)) return false
    ids.add(item.id)
  }
  return true
}

const perItem = (map: Y.Map<unknown>) => {
  const list = map.get(BLOCK_ITEMS)
  const maps = map.get(BLOCK_ITEM_MAPS)
  return list instanceof Y.Array && maps instanceof Y.Map ? { list: list as Y.Array<string>, maps: maps as Y.Map<Y.Map<unknown>> } : null
}

/** The items in list order; an id listed twice counts once and an id without its map is left out. */
function itemsOf(ids: readonly string[], maps: Record<string, unknown>): Item[] {
  const seen = new Set<string>()
  const items: Item[] = []
  for (const id of ids) {
    const item = maps[id]
    if (seen.has(id) || !isPlainObject(item)) continue
    seen.add(id)
    items.push(item as Item)
  }
  return items
}

const shaped = new WeakMap<Json, Json>()

/**
 * The block a block's Y.Map holds, in the Bot's shape (items an array in order). With `cache` (the
 * reader's), an unchanged block and its unchanged items are the very objects of the last read.
 */
export function readBlockMap(map: Y.Map<unknown>, cache?: WeakMap<object, unknown>, like?: Json): Json {
  // The per-item layout holds the items by id: `like`'s items are offered there.
  const likeItems = like && isIdentifiedList(like.items) ? Object.fromEntries(like.items.map((item) => [item.id, item])) : undefined
  const raw = readJsonMap(map, cache, likeItems ? { ...like, [BLOCK_ITEM_MAPS]: likeItems } : like)
  const list = raw[BLOCK_ITEMS]
  if (!(list instanceof Y.Array) && !(BLOCK_ITEM_MAPS in raw)) return raw
  const known = cache && shaped.get(raw)
  if (known) return known
  const { [BLOCK_ITEMS]: _list, [BLOCK_ITEM_MAPS]: maps, ...fields } = raw
  let block: Json = list instanceof Y.Array ? { ...fields, items: itemsOf(list.toArray() as string[], isPlainObject(maps) ? maps : {}) } : { ...fields, ...(list === undefined ? {} : { items: list }) }
  if (like && sameBlock(like, block)) block = like
  if (cache) shaped.set(raw, block)
  return block
}

/** `like` holds the same fields as `block` and the very same items in the same order. */
function sameBlock(like: Json, block: Json) {
  const { items: likeItems, ...likeFields } = like
  const { items, ...fields } = block
  const sameItems = likeItems === items || (Array.isArray(likeItems) && Array.isArray(items) && sameElements(likeItems, items))
  return sameItems && sameEntries(likeFields, fields)
}

/** Writes the change of a block's `items` from `before` to `after` (undefined: the field is absent). */
function writeBlockItems(map: Y.Map<unknown>, before: unknown, after: unknown) {
  if (before === after) return
  if (after === undefined) {
    map.delete(BLOCK_ITEMS)
    map.delete(BLOCK_ITEM_MAPS)
    return
  }
  if (!isIdentifiedList(after)) {
    if (perItem(map) || !jsonEqual(map.get(BLOCK_ITEMS), after)) map.set(BLOCK_ITEMS, after)
    map.delete(BLOCK_ITEM_MAPS)
    return
  }
  let shared = perItem(map)
  let base: readonly Item[]
  if (shared) {
    base = isIdentifiedList(before) ? before : itemsOf(shared.list.toArray(), readJsonMap(shared.maps as Y.Map<unknown>))
  } else {
    // First write in the per-item layout (a new block, or one stored as one JSON value).
    shared = { list: new Y.Array<string>(), maps: new Y.Map<Y.Map<unknown>>() }
    map.set(BLOCK_ITEMS, shared.list)
    map.set(BLOCK_ITEM_MAPS, shared.maps)
    base = []
  }
  const old = new Map(base.map((item) => [item.id, item]))
  for (const item of after) {
    const previous = old.get(item.id)
    if (previous === item) continue
    const itemMap = shared.maps.get(item.id)
    if (itemMap) writeJsonFields(itemMap, previous, item)
    else {
      const created = new Y.Map<unknown>()
      shared.maps.set(item.id, created)
      writeJsonFields(created, undefined, item)
    }
  }
  const kept = new Set(after.map((item) => item.id))
  for (const item of base) if (!kept.has(item.id)) shared.maps.delete(item.id)
  syncIdList(shared.list, base.map((item) => item.id), after.map((item) => item.id))
}

/** Writes into a block's Y.Map what changed from `before` (undefined: as the map holds it) to `after`. */
export function writeBlockFields(map: Y.Map<unknown>, before: Json | undefined, after: Json) {
  const { items: beforeItems, ...beforeFields } = before ?? readBlockMap(map)
  const { items: afterItems, ...afterFields } = after
  writeJsonFields(map, beforeFields, afterFields)
  writeBlockItems(map, beforeItems, afterItems)
}
