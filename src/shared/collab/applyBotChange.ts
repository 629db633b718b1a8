import * as Y from 'yjs'
import type { BotDocument } from '../bot/bot'
import type { Group } from '../bot/group'
import { BLOCK_IDS, sharedBotDoc, type CollectionName, type OrderedCollection } from './botDocShape'
import { syncIdList } from './idList'
import { writeBlockFields } from './blockItems'
import { writeJsonFields } from './jsonInYjs'

type Identified = { id: string } & Record<string, unknown>
type Shared = ReturnType<typeof sharedBotDoc>

const byId = <T extends { id: string }>(items: readonly T[] | undefined) => new Map((items ?? []).map((item) => [item.id, item]))
const groupFields = ({ blocks: _blocks, ...fields }: Group) => fields as unknown as Identified

/** Writes the objects of one collection that differ between `before` and `after` (same object: skipped). */
function writeItems(shared: Shared, name: CollectionName, before: readonly Identified[], after: readonly Identified[]) {
  const items = shared.items(name)
  const writeFields = name === 'blocks' ? writeBlockFields : writeJsonFields
  const old = byId(before)
  for (const item of after) {
    const previous = old.get(item.id)
    if (previous === item) continue
    const map = items.get(item.id)
    if (map) writeFields(map, previous, item)
    else {
      const created = new Y.Map<unknown>()
      items.set(item.id, created)
      writeFields(created, undefined, item)
    }
  }
  const kept = new Set(after.map((item) => item.id))
  for (const item of before) if (!kept.has(item.id)) items.delete(item.id)
}

function writeOrdered(shared: Shared, name: OrderedCollection, before: readonly Identified[], after: readonly Identified[]) {
  if (before === after) return
  writeItems(shared, name, before, after)
  syncIdList(shared.order(name), before.map((item) => item.id), after.map((item) => item.id))
}

function writeGroups(shared: Shared, before: readonly Group[], after: readonly Group[]) {
  if (before === after) return
  const oldGroups = byId(before)
  writeItems(shared, 'blocks', before.flatMap((g) => g.blocks) as unknown as Identified[], after.flatMap((g) => g.blocks) as unknown as Identified[])
  writeOrdered(shared, 'groups', before.map(groupFields), after.map(groupFields))
  for (const group of after) {
    const previous = oldGroups.get(group.id)
    if (previous?.blocks === group.blocks) continue
    const map = shared.items('groups').get(group.id)!
    let list = map.get(BLOCK_IDS)
    if (!(list instanceof Y.Array)) map.set(BLOCK_IDS, (list = new Y.Array<string>()))
    syncIdList(list as Y.Array<string>, previous?.blocks.map((b) => b.id) ?? [], group.blocks.map((b) => b.id))
  }
}

/** Scalar-or-object fields of the document that are one Y.Map each. */
const singletons = ['theme', 'settings'] as const

/**
 * Applies the change from `before` to `after` to the shared document, in one transaction tagged
 * `origin`. Only what differs between the two is written, so a collaborator's concurrent edits to
 * other objects or fields are kept: with `before` the document the change was made on, this is a
 * three-way merge (a REST PATCH), and with `before` the document as the shared doc holds it now,
 * it is the plain edit of a command. Fields absent from `after` are not touched.
 */
export function applyBotChange(doc: Y.Doc, before: Partial<BotDocument>, after: Partial<BotDocument>, origin?: unknown) {
  const shared = sharedBotDoc(doc)
  doc.transact(() => {
    if (after.groups) writeGroups(shared, before.groups ?? [], after.groups)
    for (const name of ['events', 'edges', 'variables'] as const) {
      if (after[name]) writeOrdered(shared, name, (before[name] ?? []) as unknown as Identified[], after[name] as unknown as Identified[])
    }
    for (const name of singletons) {
      const value = after[name]
      if (value && value !== before[name]) writeJsonFields(shared[name], before[name] as Record<string, unknown> | undefined, value as Record<string, unknown>)
    }
  }, origin)
}
