import { cx, focusRing } from '@/app/ui/cx'
import type { FilterState } from './filterParams'

type DateRangeFieldProps = { from: string; to: string; onChange: (change: Pick<Partial<FilterState>, 'from' | 'to'>) => void }

const dayInput = cx('h-full rounded-md bg-transparent px-1.5 text-sm text-zinc-900 tabular-nums dark:text-zinc-100 dark:[color-scheme:dark]', focusRing, 'focus-visible:ring-offset-0')

/**
 * The custom days as one compact control the height of the other filters: first and last day in
 * one frame, so the range stays on the filters' line instead of two full-width fields.
 */
export function DateRangeField({ from, to, onChange }: DateRangeFieldProps) {
  return (
    <div
      role="group"
      aria-label="Custom dates"
      className="inline-flex h-9 items-center rounded-lg border border-zinc-300 bg-white px-1 shadow-sm dark:border-zinc-700 dark:bg-zinc-900"
    >
      <input type="date" aria-label="From" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value })} className={dayInput} />
      <span aria-hidden className="px-0.5 text-zinc-400">
        –
      </span>
      <input type="date" aria-label="To" value={to} min={from || undefined} onChange={(event) => onChange({ to: event.target.value })} className={dayInput} />
    </div>
  )
}
