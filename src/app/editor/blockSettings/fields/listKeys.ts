/**
 * The keyboard of list editors (choices, pictures, cards, headers, mappings), as Typebot's: Enter in
 * an item's text field adds the next item and moves there; Backspace in an empty item removes it
 * and goes back to the previous one.
 */

/** The text fields a list item's keys act from: one-line inputs that are not pickers. */
export const itemTextFieldSelector = 'input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=range]):not([role=combobox])'

/**
 * True when an item holds nothing a person typed or linked: every value other than its id is
 * absent or empty, down through nested objects and lists (a new card and its one empty button).
 * An item joined to an edge is not blank: its `outgoingEdgeId` is kept.
 */
export function isBlankItem(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true
  if (Array.isArray(value)) return value.every(isBlankItem)
  if (typeof value === 'object') return Object.entries(value).every(([key, entry]) => key === 'id' || isBlankItem(entry))
  return false
}

export type ListKey = Pick<KeyboardEvent, 'key' | 'shiftKey' | 'altKey' | 'ctrlKey' | 'metaKey' | 'isComposing'>

/** Where the key was pressed: which text field of the item, and what it holds. */
export type ListKeyField = { index: number; value: string; caretAtStart: boolean }

/** What the item is: whether it holds anything, and whether the list may lose it. */
export type ListKeyItem = { blank: boolean; removable: boolean }

/** `enterFrom`: 'first' for items of several fields (a card), 'any' for rows (a header's name or value). */
export type ListKeyIntent = 'insertAfter' | 'remove' | null

/** What a key in a list item's text field does to the list. */
export function listKeyIntent(key: ListKey, field: ListKeyField, item: ListKeyItem, enterFrom: 'first' | 'any'): ListKeyIntent {
  if (key.isComposing || key.altKey || key.ctrlKey || key.metaKey) return null
  if (key.key === 'Enter' && !key.shiftKey && (enterFrom === 'any' || field.index === 0)) return 'insertAfter'
  if (key.key === 'Backspace' && !key.shiftKey && field.index === 0 && field.value === '' && field.caretAtStart && item.blank && item.removable) return 'remove'
  return null
}
