import { useLayoutEffect, useRef, type KeyboardEvent } from 'react'
import { itemTextFieldSelector, listKeyIntent } from './listKeys'

type ListKeyboardOptions<T> = {
  items: readonly T[]
  keyOf: (item: T, index: number) => string
  onChange: (items: T[]) => void
  create: () => T
  isBlank: (item: T) => boolean
  canRemove: boolean
  enterFrom: 'first' | 'any'
}

/** Where the focus goes once the list has re-rendered: an item's first text field, or the add button. */
type PendingFocus = { itemKey: string; caret: 'start' | 'end' } | { addButton: true }

/** The text fields of one item, without those of a list nested in it (a card's buttons). */
const fieldsOf = (item: HTMLElement) =>
  Array.from(item.querySelectorAll<HTMLInputElement>(itemTextFieldSelector)).filter((field) => field.closest('[data-list-item]') === item && !field.disabled)

/**
 * Enter and Backspace for a list editor (see listKeys). Items are rendered with
 * `data-list-item={key}` and the add button with `data-list-add`; `listRef` and `onListKeyDown` go on the
 * element holding both, marked `data-list`.
 */
export function useListKeyboard<T>({ items, keyOf, onChange, create, isBlank, canRemove, enterFrom }: ListKeyboardOptions<T>) {
  const ref = useRef<HTMLDivElement>(null)
  const pending = useRef<PendingFocus | null>(null)
  useLayoutEffect(() => {
    const target = pending.current
    if (!target || !ref.current) return
    pending.current = null
    if ('addButton' in target) return ref.current.querySelector<HTMLElement>('[data-list-add]')?.focus()
    const item = Array.from(ref.current.querySelectorAll<HTMLElement>('[data-list-item]')).find((element) => element.dataset.listItem === target.itemKey)
    const field = item && fieldsOf(item)[0]
    if (!field) return
    field.focus()
    const caret = target.caret === 'end' ? field.value.length : 0
    field.setSelectionRange?.(caret, caret)
  })
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    // An inner list (a card's buttons) or an open picker already acted on this key.
    if (event.defaultPrevented || !(event.target instanceof HTMLInputElement)) return
    const element = event.target.closest<HTMLElement>('[data-list-item]')
    if (!element || element.closest('[data-list]') !== event.currentTarget) return
    const index = items.findIndex((item, i) => keyOf(item, i) === element.dataset.listItem)
    if (index < 0) return
    const fields = fieldsOf(element)
    const fieldIndex = fields.indexOf(event.target)
    if (fieldIndex < 0) return
    const field = { index: fieldIndex, value: event.target.value, caretAtStart: event.target.selectionStart === 0 && event.target.selectionEnd === 0 }
    const intent = listKeyIntent(event.nativeEvent, field, { blank: isBlank(items[index]), removable: canRemove }, enterFrom)
    if (!intent) return
    event.preventDefault()
    if (intent === 'insertAfter') {
      const next = [...items.slice(0, index + 1), create(), ...items.slice(index + 1)]
      pending.current = { itemKey: keyOf(next[index + 1], index + 1), caret: 'start' }
      return onChange(next)
    }
    const next = items.filter((_, i) => i !== index)
    const focusIndex = index > 0 ? index - 1 : 0
    pending.current = next.length > 0 ? { itemKey: keyOf(next[focusIndex], focusIndex), caret: 'end' } : { addButton: true }
    onChange(next)
  }
  return { listRef: ref, onListKeyDown: onKeyDown }
}
