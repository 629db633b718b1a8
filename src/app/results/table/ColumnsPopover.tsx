import { useId, useRef, useState } from 'react'
import { ArrowDown, ArrowUp, Columns3 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { useDismiss } from '@/app/ui/useDismiss'
import type { ResultsTablePreferences } from '@/shared/bot/bot'

type ColumnsPopoverProps = {
  /** Every column in its current order, with its heading. */
  columns: { id: string; label: string }[]
  preferences: ResultsTablePreferences
  onChange: (change: Partial<ResultsTablePreferences>) => void
}

/** Shows or hides each column, and moves it with buttons (the keyboard's way to reorder; the mouse can drag headings). */
export function ColumnsPopover({ columns, preferences, onChange }: ColumnsPopoverProps) {
  const [open, setOpen] = useState(false)
  const button = useRef<HTMLDivElement>(null)
  const panel = useRef<HTMLDivElement>(null)
  const panelId = useId()
  useDismiss([button, panel], open, () => setOpen(false))
  const order = columns.map((column) => column.id)
  const move = (index: number, by: number) => {
    const next = [...order]
    ;[next[index], next[index + by]] = [next[index + by], next[index]]
    onChange({ columnsOrder: next })
  }
  const hiddenCount = columns.filter((column) => preferences.columnsVisibility[column.id] === false).length
  return (
    <div className="relative">
      <div ref={button}>
        <Button icon={<Columns3 aria-hidden className="size-4" />} aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen(!open)}>
          Columns{hiddenCount > 0 && ` (${hiddenCount} hidden)`}
        </Button>
      </div>
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="group"
          aria-label="Columns"
          onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
          className="absolute right-0 z-30 mt-1 max-h-96 w-72 overflow-y-auto rounded-xl border border-zinc-200 bg-white p-2 shadow-xl dark:border-zinc-700 dark:bg-zinc-900"
        >
          <p className="px-1.5 pb-1 text-xs text-zinc-500 dark:text-zinc-400">Top to bottom here is left to right in the table.</p>
          <ul className="space-y-0.5">
            {columns.map((column, index) => (
              <li key={column.id} className="flex items-center gap-1 rounded-lg px-1.5 py-0.5 hover:bg-zinc-50 dark:hover:bg-zinc-800/60">
                <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-2 py-1 text-sm text-zinc-800 dark:text-zinc-200">
                  <input
                    type="checkbox"
                    checked={preferences.columnsVisibility[column.id] !== false}
                    onChange={(event) => onChange({ columnsVisibility: { ...preferences.columnsVisibility, [column.id]: event.target.checked } })}
                    className="size-4 accent-indigo-600"
                  />
                  <span className="truncate">{column.label}</span>
                </label>
                <IconButton label={`Move ${column.label} up`} disabled={index === 0} onClick={() => move(index, -1)} className="size-7 disabled:opacity-30">
                  <ArrowUp aria-hidden className="size-3.5" />
                </IconButton>
                <IconButton label={`Move ${column.label} down`} disabled={index === columns.length - 1} onClick={() => move(index, 1)} className="size-7 disabled:opacity-30">
                  <ArrowDown aria-hidden className="size-3.5" />
                </IconButton>
              </li>
            ))}
          </ul>
          <div className="mt-2 border-t border-zinc-200 pt-2 dark:border-zinc-800">
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onChange({ columnsOrder: [], columnsVisibility: {}, columnsWidth: {} })}>
              Reset columns
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
