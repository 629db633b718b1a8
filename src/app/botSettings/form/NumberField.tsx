import { useState, type ReactNode } from 'react'
import { Input } from '@/app/ui/Input'
import { FieldShell } from '@/app/ui/FieldShell'
import { ResetToDefault } from './ResetToDefault'
import { useField } from './FormBinding'
import { parseNumber, type NumberRule } from './parseNumber'

type NumberFieldProps = NumberRule & { path: string; label: string; hint?: ReactNode; unit?: string }

/**
 * A number option. What is typed is kept while the field has the focus, so "0." can become "0.5";
 * a value out of bounds is refused with the field named and never reaches the bot.
 */
export function NumberField({ path, label, hint, unit, ...rule }: NumberFieldProps) {
  const field = useField<number>(path)
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? (field.stored === undefined ? '' : String(field.stored))
  const parsed = parseNumber(label, text, rule)
  const error = 'error' in parsed ? parsed.error : field.issue
  const reset = () => {
    setDraft(null)
    field.reset()
  }
  return (
    <FieldShell label={label} hint={field.offBecause ?? hint} error={error} action={<ResetToDefault label={label} onReset={field.isCustom && !field.disabled ? reset : undefined} />}>
      {(control) => (
        <div className="relative">
          <Input
            {...control}
            inputMode="decimal"
            value={text}
            disabled={field.disabled}
            placeholder={field.fallback === undefined ? '' : String(field.fallback)}
            className={unit ? 'pr-12' : undefined}
            onChange={(event) => {
              setDraft(event.target.value)
              const next = parseNumber(label, event.target.value, rule)
              if ('value' in next) field.set(next.value)
            }}
            // An invalid text stays on screen with its message rather than silently reverting.
            onBlur={() => 'value' in parsed && setDraft(null)}
          />
          {unit && <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-xs text-zinc-500 dark:text-zinc-400">{unit}</span>}
        </div>
      )}
    </FieldShell>
  )
}
