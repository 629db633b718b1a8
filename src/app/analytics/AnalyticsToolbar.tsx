import { Field, Select } from '@/app/ui/Input'
import type { TimeFilter } from '@/shared/analytics'
import { timeRanges } from './timeRanges'

type AnalyticsToolbarProps = {
  timeFilter: TimeFilter
  timeZone: string
  localZone: string
  onTimeFilterChange: (value: TimeFilter) => void
  onTimeZoneChange: (value: string) => void
}

/** Every zone the browser knows (the list is long, so it is read once). */
const knownZones = Intl.supportedValuesOf('timeZone')

/** The range and the zone the figures are counted in. */
export function AnalyticsToolbar({ timeFilter, timeZone, localZone, onTimeFilterChange, onTimeZoneChange }: AnalyticsToolbarProps) {
  // The local zone first; a zone from a shared link is offered even when this browser does not list it.
  const zones = [...new Set([timeZone, ...knownZones])].filter((zone) => zone !== localZone)
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Field label="Time range">
        {(id) => (
          <Select id={id} value={timeFilter} onChange={(event) => onTimeFilterChange(event.target.value as TimeFilter)}>
            {timeRanges.map((range) => (
              <option key={range.value} value={range.value}>
                {range.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Time zone">
        {(id) => (
          <Select id={id} value={timeZone} onChange={(event) => onTimeZoneChange(event.target.value)} className="max-w-64">
            <option value={localZone}>{localZone} (yours)</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  )
}
