import { useEffect, useRef, useState } from 'react'
import { textAnswer, type InputProps } from './inputProps'

/**
 * Date input (BLOCKS.md §2.2): native date (or date-time) pickers, one or a range, bounded by the
 * resolved `min`/`max`. Sends ISO text (`YYYY-MM-DD[THH:mm]`, a range joined by " to "); the engine
 * formats it and the bubble then shows its format.
 */
export function DateInput({ input, onAnswer, context }: InputProps<'date input'>) {
  const options = input.options ?? {}
  const labels = { from: 'From:', to: 'To:', ...options.labels }
  const type = options.hasTime ? 'datetime-local' : 'date'
  const [from, setFrom] = useState('')
  const [to, setTo] = useState('')
  const [error, setError] = useState<string>()
  const first = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (context.autoFocus) first.current?.focus({ preventScroll: true })
  }, [context.autoFocus])

  const inBounds = (value: string) => (!options.min || value >= options.min) && (!options.max || value <= options.max)
  const submit = () => {
    const values = options.isRange ? [from, to] : [from]
    if (values.some((value) => !value) || !values.every(inBounds) || (options.isRange && to < from)) {
      setError(context.systemMessages.invalidMessage)
      return
    }
    textAnswer(onAnswer, values.join(' to '))
  }
  const field = (label: string, value: string, onChange: (value: string) => void, ref?: typeof first) => (
    <label className="bbc-form-grow">
      {options.isRange && <span className="bbc-label">{label}</span>}
      <input
        ref={ref}
        className="bbc-field"
        type={type}
        value={value}
        min={options.min}
        max={options.max}
        aria-label={options.isRange ? undefined : options.hasTime ? 'Date and time' : 'Date'}
        aria-invalid={error ? true : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  )
  return (
    <form
      className="bbc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {field(labels.from, from, setFrom, first)}
      {options.isRange && field(labels.to, to, setTo)}
      <button type="submit" className="bbc-button">
        {options.labels?.button || 'Send'}
      </button>
      {error && (
        <span className="bbc-error" role="alert">
          {error}
        </span>
      )}
    </form>
  )
}

/** Time input: a native time picker; sends `HH:mm`, which the engine formats. */
export function TimeInput({ input, onAnswer, context }: InputProps<'time input'>) {
  const [value, setValue] = useState('')
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (context.autoFocus) field.current?.focus({ preventScroll: true })
  }, [context.autoFocus])
  return (
    <form
      className="bbc-form"
      onSubmit={(event) => {
        event.preventDefault()
        if (value) textAnswer(onAnswer, value)
      }}
    >
      <div className="bbc-form-grow">
        <input ref={field} className="bbc-field" type="time" aria-label="Time" value={value} onChange={(event) => setValue(event.target.value)} />
      </div>
      <button type="submit" className="bbc-button">
        {input.options?.labels?.button || 'Send'}
      </button>
    </form>
  )
}
