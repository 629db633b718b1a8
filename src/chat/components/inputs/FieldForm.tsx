import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export type FieldFormProps = {
  /** Accessible name of the field (the placeholder, or what the bot asked). */
  label: string
  placeholder?: string
  buttonLabel: string
  initialValue?: string
  type?: string
  inputMode?: 'text' | 'decimal' | 'numeric' | 'tel' | 'search' | 'email' | 'url'
  autoComplete?: string
  isLong?: boolean
  min?: number
  max?: number
  step?: number | 'any'
  autoFocus: boolean
  /** Error text for a value the client refuses, or undefined when it may be sent. */
  validate?: (value: string) => string | undefined
  /** Sends the value; `canBeEmpty` lets an answer with attachments go without text. */
  onSubmit: (value: string) => void
  canBeEmpty?: boolean
  /** Buttons before the send button (attach, record). */
  extra?: ReactNode
  disabled?: boolean
}

/** One field and a send button: the shape of every typed answer. Enter sends (Ctrl+Enter in a long answer). */
export function FieldForm(props: FieldFormProps) {
  const { label, placeholder, buttonLabel, initialValue = '', isLong, autoFocus, validate, onSubmit, canBeEmpty, extra, disabled } = props
  const [value, setValue] = useState(initialValue)
  const [error, setError] = useState<string>()
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null)
  const errorId = useId()

  useEffect(() => {
    if (autoFocus) fieldRef.current?.focus({ preventScroll: true })
  }, [autoFocus])

  const submit = () => {
    if (disabled) return
    const trimmed = value.trim()
    if (!trimmed && !canBeEmpty) {
      fieldRef.current?.focus()
      return
    }
    const problem = trimmed ? validate?.(trimmed) : undefined
    setError(problem)
    if (problem) {
      fieldRef.current?.focus()
      return
    }
    onSubmit(isLong ? value.replace(/^\s+|\s+$/g, '') : trimmed)
  }

  const common = {
    ref: fieldRef,
    className: 'bbc-field',
    value,
    placeholder,
    'aria-label': label,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    inputMode: props.inputMode,
    autoComplete: props.autoComplete,
    disabled,
  }
  return (
    <form
      className="bbc-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="bbc-form-grow">
        {isLong ? (
          <textarea
            {...common}
            rows={3}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
                event.preventDefault()
                submit()
              }
            }}
          />
        ) : (
          <input
            {...common}
            type={props.type ?? 'text'}
            min={props.min}
            max={props.max}
            step={props.step}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
        {error && (
          <span id={errorId} className="bbc-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="bbc-actions">
        {extra}
        <button type="submit" className="bbc-button" disabled={disabled}>
          {buttonLabel}
        </button>
      </div>
    </form>
  )
}
