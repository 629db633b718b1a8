import { useState } from 'react'
import { FieldShell } from '@/app/ui/FieldShell'
import { ResetToDefault } from '@/app/botSettings/form/ResetToDefault'
import { useField } from '@/app/botSettings/form/FormBinding'
import { cx } from '@/app/ui/cx'
import { Input } from '@/app/ui/Input'
import { isCssColor, toPickerHex } from './cssColor'

// A checkerboard under the swatch shows transparency.
const checkerboard = 'bg-[repeating-conic-gradient(#d4d4d8_0_25%,#fff_0_50%)] bg-[length:10px_10px]'

/**
 * A colour option: a swatch with the platform's picker, and the value as text (hex or any CSS
 * colour). Empty text goes back to the default, shown as the placeholder and in the swatch.
 */
export function ColorField({ path, label, hint }: { path: string; label: string; hint?: string }) {
  const field = useField<string>(path)
  const [draft, setDraft] = useState<string | null>(null)
  const text = draft ?? field.stored ?? ''
  const error = text && !isCssColor(text) ? `${label} must be a colour, such as #0042DA` : field.issue
  const shown = field.shown ?? 'transparent'
  const reset = () => {
    setDraft(null)
    field.reset()
  }
  return (
    <FieldShell label={label} hint={hint} error={error} action={<ResetToDefault label={label} onReset={field.isCustom && !field.disabled ? reset : undefined} />}>
      {(control) => (
        <div className="flex items-center gap-2">
          <span className={cx('relative size-9 shrink-0 overflow-hidden rounded-lg border border-zinc-300 shadow-sm dark:border-zinc-700', checkerboard)}>
            <span aria-hidden className="absolute inset-0" style={{ background: isCssColor(shown) ? shown : 'transparent' }} />
            <input
              type="color"
              aria-label={`${label}: pick a colour`}
              disabled={field.disabled}
              value={toPickerHex(shown) ?? '#000000'}
              onChange={(event) => {
                setDraft(null)
                field.set(event.target.value)
              }}
              className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-not-allowed"
            />
          </span>
          <Input
            {...control}
            value={text}
            disabled={field.disabled}
            placeholder={field.fallback ?? ''}
            spellCheck={false}
            className="font-mono text-xs"
            onChange={(event) => {
              const next = event.target.value
              setDraft(next)
              if (next.trim() === '') field.set(undefined)
              else if (isCssColor(next)) field.set(next.trim())
            }}
            onBlur={() => !error && setDraft(null)}
          />
        </div>
      )}
    </FieldShell>
  )
}
