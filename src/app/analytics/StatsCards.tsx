import type { Stats } from '@/shared/analytics'
import { Skeleton } from '@/app/ui/Skeleton'

const percent = (part: number, whole: number) => (whole === 0 ? '—' : `${Math.round((part / whole) * 100)}%`)
const number = (n: number) => n.toLocaleString()

/** The four figures of a range: views, starts (with the share of views), completions, completion rate. */
export function StatsCards({ stats }: { stats: Stats | undefined }) {
  const cards = stats
    ? [
        { label: 'Views', value: number(stats.totalViews), note: 'Chats opened' },
        { label: 'Starts', value: number(stats.totalStarts), note: `Answered at least once (${percent(stats.totalStarts, stats.totalViews)} of views)` },
        { label: 'Completed', value: number(stats.totalCompleted), note: 'Reached the end of the flow' },
        { label: 'Completion rate', value: percent(stats.totalCompleted, stats.totalStarts), note: 'Of the chats started' },
      ]
    : undefined
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-busy={!stats}>
      {(cards ?? ['Views', 'Starts', 'Completed', 'Completion rate'].map((label) => ({ label, value: undefined, note: undefined }))).map((card) => (
        <div key={card.label} className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
          <dt className="text-sm font-medium text-zinc-600 dark:text-zinc-400">{card.label}</dt>
          <dd className="mt-1 text-2xl font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{card.value ?? <Skeleton className="h-8 w-16" />}</dd>
          {card.note && <dd className="mt-1 text-xs text-zinc-500 dark:text-zinc-400">{card.note}</dd>}
        </div>
      ))}
    </dl>
  )
}
