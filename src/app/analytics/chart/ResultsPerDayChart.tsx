import type { DayTotal } from './chartDays'

// About the size it is drawn at, so its text reads at the page's sizes.
const width = 960
const height = 240
const margin = { top: 12, right: 12, bottom: 28, left: 40 }
const plotWidth = width - margin.left - margin.right
const plotHeight = height - margin.top - margin.bottom

/** The smallest 1, 2 or 5 × 10ⁿ at or above `n`, so the axis reads in round numbers. */
export function niceCeiling(n: number): number {
  if (n <= 1) return 1
  const magnitude = 10 ** Math.floor(Math.log10(n))
  return [1, 2, 5, 10].map((step) => step * magnitude).find((candidate) => candidate >= n)!
}

const dayLabel = (date: string, withYear = false) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear && { year: 'numeric' }) })

/** Results per day as bars on a time axis; each bar names its day and count on hover. */
export function ResultsPerDayChart({ days }: { days: DayTotal[] }) {
  const top = niceCeiling(Math.max(0, ...days.map((day) => day.total)))
  const slot = plotWidth / Math.max(days.length, 1)
  const barWidth = Math.max(1, slot * 0.7)
  const y = (value: number) => margin.top + plotHeight - (value / top) * plotHeight
  const total = days.reduce((sum, day) => sum + day.total, 0)
  const spansYears = days.length > 0 && days[0].date.slice(0, 4) !== days[days.length - 1].date.slice(0, 4)
  const ticks = days.length <= 1 ? [0] : [0, Math.floor((days.length - 1) / 2), days.length - 1]
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      className="h-auto w-full"
      role="img"
      aria-label={days.length ? `${total} results from ${dayLabel(days[0].date, true)} to ${dayLabel(days[days.length - 1].date, true)}` : 'No days to show'}
    >
      {[0, top / 2, top].map((value) => (
        <g key={value}>
          <line x1={margin.left} x2={width - margin.right} y1={y(value)} y2={y(value)} className="stroke-zinc-200 dark:stroke-zinc-800" />
          <text x={margin.left - 8} y={y(value)} dy="0.32em" textAnchor="end" className="fill-zinc-500 text-[11px] tabular-nums dark:fill-zinc-400">
            {Number.isInteger(value) ? value : ''}
          </text>
        </g>
      ))}
      {days.map((day, i) => (
        <rect
          key={day.date}
          x={margin.left + i * slot + (slot - barWidth) / 2}
          y={y(day.total)}
          width={barWidth}
          height={Math.max(0, margin.top + plotHeight - y(day.total))}
          rx={Math.min(3, barWidth / 3)}
          className="fill-indigo-500 hover:fill-indigo-400 dark:fill-indigo-400 dark:hover:fill-indigo-300"
        >
          <title>{`${dayLabel(day.date, true)}: ${day.total} result${day.total === 1 ? '' : 's'}`}</title>
        </rect>
      ))}
      {ticks.map((i) => (
        <text
          key={i}
          x={margin.left + i * slot + slot / 2}
          y={height - 8}
          textAnchor={days.length > 1 && i === 0 ? 'start' : days.length > 1 && i === days.length - 1 ? 'end' : 'middle'}
          className="fill-zinc-500 text-[11px] dark:fill-zinc-400"
        >
          {days[i] ? dayLabel(days[i].date, spansYears) : ''}
        </text>
      ))}
    </svg>
  )
}
