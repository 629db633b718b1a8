import { ChartNoAxesColumn, Workflow } from 'lucide-react'
import { Link, useSearchParams } from 'react-router'
import { analyticsModeSearch } from '@/app/editor/analytics/flowModeParams'
import { cx, focusRing } from '@/app/ui/cx'
import { useBotContext } from '@/app/bot/botContext'
import { EmptyState } from '@/app/ui/EmptyState'
import { Skeleton } from '@/app/ui/Skeleton'
import { useResultsPerDayQuery } from './api/useResultsPerDayQuery'
import { useStatsQuery } from './api/useStatsQuery'
import { AnalyticsToolbar } from './AnalyticsToolbar'
import { chartDays, todayIn } from './chart/chartDays'
import { ResultsPerDayChart } from './chart/ResultsPerDayChart'
import { StatsCards } from './StatsCards'
import { timeRanges } from './timeRanges'
import { useAnalyticsParams } from './useAnalyticsParams'

/** A bot's analytics: the figures of a range of days in a zone, and its results per day. */
export function AnalyticsPage() {
  const { bot } = useBotContext()
  const params = useAnalyticsParams()
  const stats = useStatsQuery(bot.id, params.timeFilter, params.timeZone)
  const perDay = useResultsPerDayQuery(bot.id, params.timeFilter, params.timeZone)
  const rangeLabel = timeRanges.find((range) => range.value === params.timeFilter)!.label
  const isEmpty = stats.data?.totalViews === 0
  const [search] = useSearchParams()
  return (
    <section aria-labelledby="panel-title" className="mx-auto max-w-5xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h2 id="panel-title" className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">
            Analytics
          </h2>
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">
            {rangeLabel}, counted in days of {params.timeZone}.
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-3">
          <AnalyticsToolbar
            timeFilter={params.timeFilter}
            timeZone={params.timeZone}
            localZone={params.localZone}
            onTimeFilterChange={params.setTimeFilter}
            onTimeZoneChange={params.setTimeZone}
          />
          {/* The same range and zone, drawn on the flow: visitors per block and edge, drop-off per question. */}
          <Link
            to={{ pathname: `/bots/${bot.id}/flow`, search: analyticsModeSearch(search) }}
            className={cx(
              'inline-flex h-9 items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-900 shadow-sm hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700',
              focusRing,
            )}
          >
            <Workflow aria-hidden className="size-4" />
            See on the flow
          </Link>
        </div>
      </div>
      <StatsCards stats={stats.data} />
      <figure className="rounded-xl border border-zinc-200 bg-white p-4 dark:border-zinc-800 dark:bg-zinc-900">
        <figcaption className="mb-3 text-sm font-medium text-zinc-800 dark:text-zinc-200">Results per day</figcaption>
        {isEmpty ? (
          <EmptyState icon={<ChartNoAxesColumn aria-hidden className="size-6" />} title="No results in this range">
            Share the bot or pick a longer range: each chat opened shows up here the same day.
          </EmptyState>
        ) : perDay.data ? (
          <ResultsPerDayChart days={chartDays(perDay.data, params.timeFilter, todayIn(params.timeZone))} />
        ) : (
          <Skeleton className="h-48 w-full" />
        )}
      </figure>
    </section>
  )
}
