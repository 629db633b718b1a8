import type { ReactNode } from 'react'
import { Plus, Trash2 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { isBlankItem } from './listKeys'
import { useListKeyboard } from './useListKeyboard'

type RowsEditorProps<T> = {
  rows: readonly T[]
  /** Receives undefined when the last row is removed: the option is then absent. */
  onChange: (rows: T[] | undefined) => void
  /** A stable key: the row's id, or its position for rows the schema gives no id. */
  keyOf: (row: T, index: number) => string
  /** The row's fields; `update` replaces the row. */
  renderRow: (row: T, index: number, update: (row: T) => void) => ReactNode
  /** Names a row in its remove button, e.g. "header 2". */
  rowLabel: (index: number) => string
  create: () => T
  addLabel: string
  emptyText?: string
}

/**
 * Short rows of fields (headers, mappings…) with a remove button each and an add button below.
 * Enter in a row's text field adds the next row; Backspace in an empty row removes it.
 */
export function RowsEditor<T>({ rows, onChange, keyOf, renderRow, rowLabel, create, addLabel, emptyText }: RowsEditorProps<T>) {
  const { listRef, onListKeyDown } = useListKeyboard({
    items: rows,
    keyOf,
    onChange: (next) => onChange(next.length > 0 ? next : undefined),
    create,
    isBlank: isBlankItem,
    canRemove: true,
    enterFrom: 'any',
  })
  return (
    <div ref={listRef} data-list="" onKeyDown={onListKeyDown} className="space-y-1.5">
      {rows.length === 0 && emptyText && <p className="text-xs text-zinc-500 dark:text-zinc-400">{emptyText}</p>}
      {rows.map((row, index) => (
        <div key={keyOf(row, index)} data-list-item={keyOf(row, index)} className="flex items-start gap-1.5">
          <div className="flex min-w-0 flex-1 gap-1.5">{renderRow(row, index, (next) => onChange(rows.map((each, i) => (i === index ? next : each))))}</div>
          <IconButton label={`Remove ${rowLabel(index)}`} onClick={() => onChange(rows.length > 1 ? rows.filter((_, i) => i !== index) : undefined)}>
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        </div>
      ))}
      <Button size="sm" variant="ghost" icon={<Plus aria-hidden className="size-4" />} onClick={() => onChange([...rows, create()])} data-list-add="">
        {addLabel}
      </Button>
    </div>
  )
}
