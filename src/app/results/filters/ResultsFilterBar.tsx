import { X } from 'lucide-react'
import { timeRanges } from '@/app/analytics/timeRanges'
import { Button } from '@/app/ui/Button'
import { Select } from '@/app/ui/Input'
import { DateRangeField } from './DateRangeField'
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
      {state.range === 'custom' && <DateRangeField from={state.from} to={state.to} onChange={onChange} />}
      <Select aria-label="Completion" value={state.status} onChange={(event) => onChange({ status: event.target.value as FilterState['status'] })}>
        <option value="answered">Answered, completed or not</option>
        <option value="completed">Completed</option>
        <option value="incomplete">Not completed</option>
        <option value="everyone">Also visitors who never answered</option>
      </Select>
      {isFiltering(state) && (
        <Button variant="ghost" size="sm" icon={<X aria-hidden className="size-4" />} onClick={onClear}>
          Clear filters
        </Button>
      )}
    </div>
  )
}
