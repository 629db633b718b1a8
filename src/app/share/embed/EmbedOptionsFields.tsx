import { useId, type ReactNode } from 'react'
import { Switch } from '@/app/ui/Switch'
import { Input } from '@/app/ui/Input'
import type { EmbedMode, EmbedOptions } from './embedSnippet'

type FieldProps = { label: string; hint?: string; children: (id: string) => ReactNode }

function Field({ label, hint, children }: FieldProps) {
  const id = useId()
  return (
    <div className="min-w-0 space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-zinc-700 dark:text-zinc-300">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-zinc-500 dark:text-zinc-400">{hint}</p>}
    </div>
  )
}

/** Seconds typed in a field: a whole number from 0, or null while empty or not a number. */
const seconds = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : null)

type Props<M extends EmbedMode> = { options: EmbedOptions[M]; onChange: (options: EmbedOptions[M]) => void }

function StandardFields({ options, onChange }: Props<'standard'>) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Width" hint="Any CSS width: 100%, 400px.">
        {(id) => <Input id={id} value={options.width} placeholder="100%" onChange={(event) => onChange({ ...options, width: event.target.value })} />}
      </Field>
      <Field label="Height" hint="Any CSS height: 600px, 80vh.">
        {(id) => <Input id={id} value={options.height} placeholder="600px" onChange={(event) => onChange({ ...options, height: event.target.value })} />}
      </Field>
    </div>
  )
}

function PopupFields({ options, onChange }: Props<'popup'>) {
  const opensAlone = options.autoShowDelay !== null
  return (
    <div className="space-y-4">
      <Switch label="Open by itself" checked={opensAlone} onChange={(on) => onChange({ autoShowDelay: on ? 5 : null })} hint="Off: it opens only when your page calls window.Chatbot.open()." />
      {opensAlone && (
        <Field label="Open after" hint="Seconds after the page has loaded.">
          {(id) => <Input id={id} inputMode="numeric" value={String(options.autoShowDelay ?? '')} onChange={(event) => onChange({ autoShowDelay: seconds(event.target.value) ?? 0 })} className="max-w-32" />}
        </Field>
      )}
    </div>
  )
}

function BubbleFields({ options, onChange }: Props<'bubble'>) {
  const color = (label: string, key: 'buttonColor' | 'iconColor') => (
    <Field label={label}>
      {(id) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label}: pick a colour`}
            value={/^#[0-9a-f]{6}$/i.test(options[key]) ? options[key] : '#000000'}
            onChange={(event) => onChange({ ...options, [key]: event.target.value.toUpperCase() })}
            className="size-9 shrink-0 cursor-pointer rounded-lg border border-zinc-300 bg-transparent p-0.5 dark:border-zinc-700"
          />
          <Input id={id} value={options[key]} spellCheck={false} className="font-mono text-xs" onChange={(event) => onChange({ ...options, [key]: event.target.value })} />
        </div>
      )}
    </Field>
  )
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {color('Button colour', 'buttonColor')}
        {color('Icon colour', 'iconColor')}
      </div>
      <div className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_10rem]">
        <Field label="Preview message" hint="A line shown beside the button to invite a chat. Empty: none.">
          {(id) => <Input id={id} value={options.previewMessage} placeholder="Hi there!" onChange={(event) => onChange({ ...options, previewMessage: event.target.value })} />}
        </Field>
        <Field label="Show it after" hint="Seconds.">
          {(id) => (
            <Input
              id={id}
              inputMode="numeric"
              disabled={!options.previewMessage.trim()}
              value={options.previewMessageDelay === null ? '' : String(options.previewMessageDelay)}
              onChange={(event) => onChange({ ...options, previewMessageDelay: seconds(event.target.value) })}
            />
          )}
        </Field>
      </div>
    </div>
  )
}

/** The options of one embed mode. */
export function EmbedOptionsFields({ mode, options, onChange }: { mode: EmbedMode; options: EmbedOptions; onChange: (options: EmbedOptions) => void }) {
  if (mode === 'standard') return <StandardFields options={options.standard} onChange={(standard) => onChange({ ...options, standard })} />
  if (mode === 'popup') return <PopupFields options={options.popup} onChange={(popup) => onChange({ ...options, popup })} />
  return <BubbleFields options={options.bubble} onChange={(bubble) => onChange({ ...options, bubble })} />
}
