import type { Block, KnownBlockType } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'

/** Block types a user can add (the compatibility `start` block is only ever imported). */
export type AddableBlockType = Exclude<KnownBlockType, 'start'>

/**
 * A new block of `type` with the least content that makes sense: only what has no default (items,
 * an empty paragraph). Defaults are applied when reading, so they are never written here.
 */
export function createBlock(type: AddableBlockType, newId: () => string = createId): Block {
  const id = newId()
  switch (type) {
    case 'text':
      return { id, type, content: { richText: [{ type: 'p', children: [{ text: '' }] }] } }
    case 'choice input':
    case 'picture choice input':
      return { id, type, items: [{ id: newId() }] } as Block
    case 'Condition':
      // One branch with one empty comparison: the first thing its form asks for.
      return { id, type, items: [{ id: newId(), content: { comparisons: [{ id: newId() }] } }] }
    case 'cards':
      return { id, type, items: [{ id: newId(), paths: [{ id: newId() }] }] }
    case 'AB test':
      return { id, type, items: [{ id: newId(), path: 'a' }, { id: newId(), path: 'b' }] }
    case 'Loop':
      return { id, type, items: [{ id: newId(), path: 'each' }] }
    default:
      return { id, type } as Block
  }
}

/** A new item for a block that has items (a button, a picture, a condition, a card). */
export function createItem(type: 'choice input' | 'picture choice input' | 'Condition' | 'cards', newId: () => string = createId) {
  if (type === 'cards') return { id: newId(), paths: [{ id: newId() }] }
  if (type === 'Condition') return { id: newId(), content: { comparisons: [{ id: newId() }] } }
  return { id: newId() }
}
