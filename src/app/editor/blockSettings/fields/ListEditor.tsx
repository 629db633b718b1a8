import { useLayoutEffect, useRef, type ReactNode } from 'react'
import { ArrowDown, ArrowUp, MoreHorizontal, Plus, Trash2 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { Menu, MenuItem, MenuSeparator } from '@/app/ui/Menu'
import { cx } from '@/app/ui/cx'
import { moveItem, replaceAt } from '../blockUpdate'
import { isBlankItem } from './listKeys'
import { useListKeyboard } from './useListKeyboard'

type ListEditorProps<T extends { id: string }> = {
  items: readonly T[]
  onChange: (items: T[]) => void
  /** Name of one item in buttons and menus, e.g. "Choice 2". */
  itemLabel: (index: number) => string
  /** Renders one item; `actions` is its menu (move, remove), placed where the item wants it. */
  renderItem: (item: T, index: number, update: (item: T) => void, actions: ReactNode) => ReactNode
  create: () => T
  addLabel: string
  emptyText?: string
  /** The list never gets shorter than this (remove is then unavailable). */
  minItems?: number
  /** `cards` frames each item, for items with several fields. */
  variant?: 'rows' | 'cards'
}

/**
 * An ordered list of items to add, edit, reorder and remove; a new item's first field gets the
 * focus. Enter in an item's first text field adds the next item; Backspace in an empty item
 * removes it (see listKeys).
 */
export function ListEditor<T extends { id: string }>(props: ListEditorProps<T>) {
  const { items, onChange, itemLabel, renderItem, create, addLabel, emptyText, minItems = 0, variant = 'rows' } = props
  const list = useRef<HTMLOListElement>(null)
  const focusItem = useRef<string | null>(null)
  const { listRef, onListKeyDown } = useListKeyboard({
    items,
    keyOf: (item) => item.id,
    onChange,
    create,
    isBlank: isBlankItem,
    canRemove: items.length > minItems,
    enterFrom: 'first',
  })
  useLayoutEffect(() => {
    if (!focusItem.current) return
    list.current?.querySelector<HTMLElement>(`[data-item="${focusItem.current}"]`)?.querySelector<HTMLElement>('input, textarea, button, [contenteditable]')?.focus()
    focusItem.current = null
  })
  const add = () => {
    const item = create()
    focusItem.current = item.id
    onChange([...items, item])
  }
  return (
    <div ref={listRef} data-list="" onKeyDown={onListKeyDown} className="space-y-2">
      {items.length === 0 && emptyText && <p className="text-xs text-zinc-500 dark:text-zinc-400">{emptyText}</p>}
      {items.length > 0 && (
        <ol ref={list} className={cx(variant === 'cards' ? 'space-y-2' : 'space-y-1.5')}>
          {items.map((item, index) => (
            <li
              key={item.id}
              data-item={item.id}
              data-list-item={item.id}
             
              className={cx(variant === 'cards' && 'rounded-lg border border-zinc-200 bg-zinc-50/60 p-2.5 dark:border-zinc-800 dark:bg-zinc-900/40')}
            >
              {renderItem(
                item,
                index,
                (next) => onChange(replaceAt(items, index, next)),
                <ItemActions
                  label={itemLabel(index)}
                  canMoveUp={index > 0}
                  canMoveDown={index < items.length - 1}
                  canRemove={items.length > minItems}
                  onMove={(delta) => onChange(moveItem(items, index, index + delta))}
                  onRemove={() => onChange(items.filter((_, i) => i !== index))}
                />,
              )}
            </li>
          ))}
        </ol>
      )}
      <Button size="sm" variant="ghost" icon={<Plus aria-hidden className="size-4" />} onClick={add} data-list-add="">
        {addLabel}
      </Button>
    </div>
  )
}

type ItemActionsProps = {
  label: string
  canMoveUp: boolean
  canMoveDown: boolean
  canRemove: boolean
  onMove: (delta: -1 | 1) => void
  onRemove: () => void
}

function ItemActions({ label, canMoveUp, canMoveDown, canRemove, onMove, onRemove }: ItemActionsProps) {
  if (!canMoveUp && !canMoveDown && !canRemove) return null
  return (
    <Menu
      label={`${label} actions`}
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      triggerClassName="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 disabled:opacity-50 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      {canMoveUp && (
        <MenuItem icon={<ArrowUp aria-hidden className="size-4" />} onSelect={() => onMove(-1)}>
          Move up
        </MenuItem>
      )}
      {canMoveDown && (
        <MenuItem icon={<ArrowDown aria-hidden className="size-4" />} onSelect={() => onMove(1)}>
          Move down
        </MenuItem>
      )}
      {canRemove && (canMoveUp || canMoveDown) && <MenuSeparator />}
      {canRemove && (
        <MenuItem danger icon={<Trash2 aria-hidden className="size-4" />} onSelect={onRemove}>
          Remove
        </MenuItem>
      )}
    </Menu>
  )
}
