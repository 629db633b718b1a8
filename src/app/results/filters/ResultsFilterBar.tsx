import { X } from 'lucide-react'
import { timeRanges } from '@/app/analytics/timeRanges'
import { Button } from '@/app/ui/Button'
import { Input, Select } from '@/app/ui/Input'
import { type FilterState, isFiltering } from './filterParams'
import { SearchAnswersField } from './SearchAnswersField'

type ResultsFilterBarProps = { state: FilterState; onChange: (change: Partial<FilterState>) => void; onClear: () => void }

/** Search, time range (or custom days) and completion: every change narrows the table on the service. */
export function ResultsFilterBar({ state, onChange, onClear }: ResultsFilterBarProps) {
  return (
    <div role="search" aria-label="Filter results" className="flex flex-wrap items-center gap-2">
      <SearchAnswersField value={state.search} onChange={(search) => onChange({ search })} />
      <Select aria-label="Time range" value={state.range} onChange={(event) => onChange({ range: event.target.value as FilterState['range'] })}>
        {timeRanges.map((range) => (
          <option key={range.value} value={range.value}>
            {range.label}
          </option>
        ))}
        <option value="custom">Custom dates…</option>
      </Select>
      {state.range === 'custom' && (
        <>
          <Input type="date" aria-label="From" value={state.from} max={state.to || undefined} onChange={(event) => onChange({ from: event.target.value })} className="w-auto" />
          <span aria-hidden className="text-sm text-zinc-500">
            to
          </span>
          <Input type="date" aria-label="To" value={state.to} min={state.from || undefined} onChange={(event) => onChange({ to: event.target.value })} className="w-auto" />
        </>
      )}
      <Select aria-label="Completion" value={state.status} onChange={(event) => onChange({ status: event.target.value as FilterState['status'] })}>
        <option value="all">Completed or not</option>
        <option value="completed">Completed</option>
        <option value="incomplete">Not completed</option>
      </Select>
      {isFiltering(state) && (
        <Button variant="ghost" size="sm" icon={<X aria-hidden className="size-4" />} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
