import { useId } from 'react'
import { ChevronsUpDown } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'
import { labelIdOf, type ControlProps } from '@/app/ui/FieldShell'
import { Popover } from './Popover'
import { SearchList, type SearchCreate, type SearchOption } from './SearchList'

type ComboboxProps = Partial<ControlProps> & {
  /** For a picker without a visible label of its own (rows of a list). */
  'aria-label'?: string
  value: string | undefined
  /** What the closed picker shows for `value`; the placeholder when there is none. */
  valueLabel?: string
  placeholder: string
  options: readonly SearchOption[]
  onChange: (value: string | undefined) => void
  /** Accessible name of the search box and of the open panel. */
  searchLabel: string
  emptyText: string
  create?: SearchCreate
  /** Adds a first option that clears the value, e.g. "None". */
  clearLabel?: string
  disabled?: boolean
}

const clearId = '\u0000clear'

/** A button showing the current choice that opens a searchable list (type to filter, Enter picks). */
export function Combobox({ value, valueLabel, placeholder, options, onChange, searchLabel, emptyText, create, clearLabel, disabled, ...control }: ComboboxProps) {
  const valueId = useId()
  const listed = clearLabel && value !== undefined ? [{ id: clearId, label: clearLabel }, ...options] : options
  return (
    <Popover
      label={searchLabel}
      trigger={(triggerProps) => (
        <button
          type="button"
          {...control}
          // Read as "<label> <current value>", the way a select is.
          aria-labelledby={control.id ? `${labelIdOf(control.id)} ${valueId}` : undefined}
          {...triggerProps}
          disabled={disabled}
          className={cx(
            'flex h-9 w-full items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3 text-left text-sm shadow-sm disabled:cursor-not-allowed disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900',
            control['aria-invalid'] && 'border-red-500 dark:border-red-500',
            focusRing,
            'focus-visible:ring-offset-0',
          )}
        >
          <span id={valueId} className={cx('min-w-0 flex-1 truncate', valueLabel ? 'text-zinc-900 dark:text-zinc-100' : 'text-zinc-500 dark:text-zinc-400')}>
            {valueLabel ?? placeholder}
          </span>
          <ChevronsUpDown aria-hidden className="size-3.5 shrink-0 text-zinc-400" />
        </button>
      )}
    >
      {(close) => (
        <SearchList
          label={searchLabel}
          options={listed}
          selectedId={value}
          emptyText={emptyText}
          onPick={(id) => {
            onChange(id === clearId ? undefined : id)
            close()
          }}
          create={
            create && {
              ...create,
              onCreate: (query) => {
                create.onCreate(query)
                close()
              },
            }
          }
        />
      )}
    </Popover>
  )
}
