import type * as Y from 'yjs'

/**
 * How a bot document lives in its shared Y.Doc (one per bot). Each collection is a map from id to
 * a Y.Map of the object's fields plus the list of ids in document order, so a new group, a moved
 * block and an edited title are separate changes that merge. Blocks are one map for the whole bot
 * and each group lists its block ids (`blockIds`): a block edited while someone moves it keeps
 * the edit. A block's `items` merge per item the same way (blockItems.ts). `notes` (id -> note)
 * belongs to the sticky notes feature and is never read here.
 */
export const collections = ['groups', 'blocks', 'edges', 'events', 'variables'] as const
export type CollectionName = (typeof collections)[number]
/** Ordered collections: their ids in document order (blocks are ordered by their group's `blockIds`). */
export const orderedCollections = ['groups', 'edges', 'events', 'variables'] as const
export type OrderedCollection = (typeof orderedCollections)[number]

/** The field of a group's Y.Map listing its blocks. */
export const BLOCK_IDS = 'blockIds'
/** A block's items (see blockItems.ts): their ids in order, and the items' Y.Maps by id. */
export const BLOCK_ITEMS = 'items'
export const BLOCK_ITEM_MAPS = 'itemMaps'

export const sharedBotDoc = (doc: Y.Doc) => ({
  items: (name: CollectionName) => doc.getMap<Y.Map<unknown>>(name),
  order: (name: OrderedCollection) => doc.getArray<string>(`${name}Order`),
  theme: doc.getMap<unknown>('theme'),
  settings: doc.getMap<unknown>('settings'),
  /** Reserved for sticky notes (another feature): id -> note. */
  notes: doc.getMap<unknown>('notes'),
})

/** The Y.Doc `clientID`s are random per session; the shared doc itself has no other identity. */
export const isEmptyBotDoc = (doc: Y.Doc) => sharedBotDoc(doc).order('events').length === 0 && sharedBotDoc(doc).order('groups').length === 0 && sharedBotDoc(doc).theme.size === 0
