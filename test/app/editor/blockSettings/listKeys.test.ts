import { describe, expect, it } from 'vitest'
import { isBlankItem, listKeyIntent, type ListKey } from '../../../../src/app/editor/blockSettings/fields/listKeys'

const key = (name: string, extra: Partial<ListKey> = {}): ListKey => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, isComposing: false, ...extra })
const first = { index: 0, value: '', caretAtStart: true }
const blank = { blank: true, removable: true }

describe('blank list items', () => {
  it('counts an item with only its id, or empty values, as blank', () => {
    expect(isBlankItem({ id: 'a' })).toBe(true)
    expect(isBlankItem({ id: 'a', content: '' })).toBe(true)
    // A new card: one button with nothing in it.
    expect(isBlankItem({ id: 'c', paths: [{ id: 'p' }], options: {} })).toBe(true)
  })

  it('keeps anything typed, chosen or linked', () => {
    expect(isBlankItem({ id: 'a', content: 'Yes' })).toBe(false)
    expect(isBlankItem({ id: 'a', value: 'internal' })).toBe(false)
    expect(isBlankItem({ id: 'a', outgoingEdgeId: 'e1' })).toBe(false)
    expect(isBlankItem({ id: 'c', paths: [{ id: 'p', text: 'Buy' }] })).toBe(false)
    expect(isBlankItem({ id: 'a', displayCondition: { isEnabled: false } })).toBe(false)
  })
})

describe('keys in a list item', () => {
  it('Enter in the first field adds the next item; in another field only where every field may', () => {
    expect(listKeyIntent(key('Enter'), { ...first, value: 'Yes' }, { blank: false, removable: true }, 'first')).toBe('insertAfter')
    expect(listKeyIntent(key('Enter'), { index: 1, value: 'x', caretAtStart: false }, blank, 'first')).toBeNull()
    expect(listKeyIntent(key('Enter'), { index: 1, value: 'x', caretAtStart: false }, blank, 'any')).toBe('insertAfter')
  })

  it('Enter with a modifier, or while composing, is left to the field', () => {
    for (const extra of [{ shiftKey: true }, { ctrlKey: true }, { metaKey: true }, { altKey: true }, { isComposing: true }]) {
      expect(listKeyIntent(key('Enter', extra), first, blank, 'any')).toBeNull()
    }
  })

  it('Backspace removes only an empty, blank, removable item from its first field', () => {
    expect(listKeyIntent(key('Backspace'), first, blank, 'first')).toBe('remove')
    expect(listKeyIntent(key('Backspace'), { ...first, value: 'a' }, blank, 'first')).toBeNull()
    expect(listKeyIntent(key('Backspace'), first, { blank: false, removable: true }, 'first')).toBeNull()
    expect(listKeyIntent(key('Backspace'), first, { blank: true, removable: false }, 'first')).toBeNull()
    expect(listKeyIntent(key('Backspace'), { ...first, index: 1 }, blank, 'any')).toBeNull()
    expect(listKeyIntent(key('Delete'), first, blank, 'first')).toBeNull()
  })
})
