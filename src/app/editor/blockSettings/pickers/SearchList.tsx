import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { Check, Plus, Search } from 'lucide-react'
import { cx } from '@/app/ui/cx'

export type SearchOption = { id: string; label: string; hint?: string }

/** Offers to make something from the typed text (a variable, a `{{Var}}` target…). */
export type SearchCreate = {
  label: (query: string) => string
  onCreate: (query: string) => void
  /** Whether the typed text may be created; by default any text no option has as its label. */
  accepts?: (query: string) => boolean
}

type SearchListProps = {
  /** Accessible name of the search box, e.g. "Search variables". */
  label: string
  options: readonly SearchOption[]
  selectedId?: string
  onPick: (id: string) => void
  create?: SearchCreate
  emptyText: string
}

type Entry = { key: string; label: string; hint?: string; create?: boolean; run: () => void }

/** A search box over a list of options: type to filter, arrows move, Enter picks. */
export function SearchList({ label, options, selectedId, onPick, create, emptyText }: SearchListProps) {
  const [query, setQuery] = useState('')
  // Opens on the current choice, so Enter keeps it and arrows move from it.
  const [active, setActive] = useState(() => Math.max(0, options.findIndex((option) => option.id === selectedId)))
  const listId = useId()
  const list = useRef<HTMLUListElement>(null)
  const needle = query.trim().toLowerCase()
  const matches = options.filter((option) => option.label.toLowerCase().includes(needle))
  const entries: Entry[] = matches.map((option) => ({ key: option.id, label: option.label, hint: option.hint, run: () => onPick(option.id) }))
  const trimmed = query.trim()
  const canCreate = create && trimmed !== '' && (create.accepts ? create.accepts(trimmed) : !options.some((option) => option.label === trimmed))
  if (canCreate) entries.push({ key: '+create', label: create.label(trimmed), create: true, run: () => create.onCreate(trimmed) })
  const activeIndex = Math.min(active, entries.length - 1)

  useEffect(() => {
    list.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' })
  }, [activeIndex])

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = entries.length - 1
    const moves: Record<string, number> = { ArrowDown: activeIndex + 1, ArrowUp: activeIndex - 1, Home: 0, End: last }
    if (event.key in moves) setActive(Math.max(0, Math.min(last, moves[event.key])))
    else if (event.key === 'Enter') entries[activeIndex]?.run()
    else return
    event.preventDefault()
  }

  return (
    <div>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-3.5 -translate-y-1/2 text-zinc-400" />
        <input
          role="combobox"
          aria-label={label}
          aria-expanded="true"
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={entries.length > 0 ? `${listId}-${activeIndex}` : undefined}
          autoFocus
          value={query}
          placeholder="Search…"
          onChange={(event) => {
            setQuery(event.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
          className="h-8 w-full rounded-lg border border-zinc-300 bg-white pr-2 pl-8 text-sm text-zinc-900 outline-none placeholder:text-zinc-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 dark:border-zinc-700 dark:bg-zinc-950 dark:text-zinc-100"
        />
      </div>
      <ul ref={list} id={listId} role="listbox" aria-label={label} className="mt-1 max-h-56 overflow-y-auto">
        {entries.map((entry, index) => (
          <li
            key={entry.key}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === activeIndex}
            data-active={index === activeIndex}
            // Keep the focus in the search box: the click picks without blurring it first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={entry.run}
            onMouseMove={() => index !== activeIndex && setActive(index)}
            className={cx(
              'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-zinc-800 dark:text-zinc-200',
              index === activeIndex && 'bg-indigo-50 dark:bg-indigo-500/15',
              entry.create && 'text-indigo-700 dark:text-indigo-300',
            )}
          >
            {entry.create ? <Plus aria-hidden className="size-3.5 shrink-0" /> : <Check aria-hidden className={cx('size-3.5 shrink-0', entry.key !== selectedId && 'invisible')} />}
            <span className="min-w-0 flex-1 truncate">{entry.label}</span>
            {entry.hint && <span className="shrink-0 text-xs text-zinc-500 dark:text-zinc-400">{entry.hint}</span>}
          </li>
        ))}
      </ul>
      {entries.length === 0 && <p className="px-2 py-3 text-center text-xs text-zinc-500 dark:text-zinc-400">{emptyText}</p>}
    </div>
  )
}
