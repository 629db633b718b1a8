import { useId } from 'react'
import { Select } from '@/app/ui/Input'
import { timeRanges } from '@/app/analytics/timeRanges'
import type { TimeFilter } from '@/shared/analytics'

/** The Analytics tab's time ranges, as a compact labelled menu for the canvas toolbar. */
export function RangeSelect({ value, onChange }: { value: TimeFilter; onChange: (value: TimeFilter) => void }) {
  const id = useId()
  return (
    <span className="flex items-center gap-2 pl-2">
      <label htmlFor={id} className="sr-only text-sm font-medium whitespace-nowrap text-zinc-800 sm:not-sr-only dark:text-zinc-200">
        Time range
      </label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value as TimeFilter)} className="h-8">
        {timeRanges.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
      </Select>
    </span>
  )
}
