import { Users } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import { severityBounds, type DropOffSeverity } from './dropOffSeverity'
import { severityStyles } from './severityStyles'

const percent = (rate: number) => `${Math.round(rate * 100)}%`
const bands: { severity: DropOffSeverity; range: string }[] = [
  { severity: 'low', range: `under ${percent(severityBounds.low)}` },
  { severity: 'medium', range: `${percent(severityBounds.low)} to ${percent(severityBounds.medium)}` },
  { severity: 'high', range: `${percent(severityBounds.medium)} or more` },
]

/** What the badges on the canvas mean: visitors, and the drop-off bands with their icon and colour. */
export function DropOffLegend({ className }: { className?: string }) {
  return (
    <section
      aria-label="Legend"
      className={cx('pointer-events-auto rounded-xl border border-zinc-200 bg-white/95 px-3 py-2 text-xs text-zinc-700 shadow-sm backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95 dark:text-zinc-300', className)}
    >
      <ul className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <li className="flex items-center gap-1.5">
          <span className="inline-flex h-5 items-center rounded-md border border-zinc-300 bg-white px-1 text-zinc-800 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100">
            <Users aria-hidden className="size-3.5" />
          </span>
          visitors who reached a block or took an edge
        </li>
        <li className="font-medium text-zinc-900 dark:text-zinc-100">Drop-off at a question:</li>
        {bands.map(({ severity, range }) => {
          const style = severityStyles[severity]
          return (
            <li key={severity} className="flex items-center gap-1.5">
              <span className={cx('inline-flex h-5 items-center rounded-md border px-1', style.className)}>
                <style.icon aria-hidden className="size-3.5" />
              </span>
              {style.label.replace(' drop-off', '')}, {range}
            </li>
          )
        })}
      </ul>
    </section>
  )
}
