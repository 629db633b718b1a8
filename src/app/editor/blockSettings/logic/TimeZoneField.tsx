import { useId } from 'react'
import { TextField } from '../fields/TextField'

// The browser's list of IANA zones, as suggestions; a {{variable}} or another zone may still be typed.
const timeZones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []

/** The IANA time zone of a date value; empty means UTC. */
export function TimeZoneField({ value, onChange }: { value: string | undefined; onChange: (value: string | undefined) => void }) {
  const listId = useId()
  return (
    <>
      <TextField label="Time zone" value={value} onChange={onChange} placeholder="UTC" hint="An IANA zone such as Europe/Paris, or a {{variable}}." withVariables list={listId} />
      <datalist id={listId}>
        {timeZones.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
    </>
  )
}
