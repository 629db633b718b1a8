import { useState, type FormEvent } from 'react'
import { X } from 'lucide-react'
import type { Variable } from '@/shared/bot/variable'
import { defaultSourceLanguage, languageName, languageTagSchema, type TranslationsSettings } from '@/shared/bot/translations'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { Field, Input, Select } from '@/app/ui/Input'
import { Switch } from '@/app/ui/Switch'
import { addLanguage, removeLanguage } from './translationEdits'
import type { TranslationsEdit } from './TranslationsEditor'

type Props = { translations: TranslationsSettings | undefined; variables: Variable[]; update: TranslationsEdit; disabled: boolean }

/** The source language, the languages translated into, how visitors get theirs. */
export function LanguagesCard({ translations, variables, update, disabled }: Props) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const source = translations?.sourceLanguage ?? defaultSourceLanguage
  const targets = translations?.languages ?? []
  const add = (event: FormEvent) => {
    event.preventDefault()
    const parsed = languageTagSchema.safeParse(draft.trim())
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    setError(undefined)
    setDraft('')
    update((current) => addLanguage(current, parsed.data))
  }
  return (
    <FormCard title="Languages" description="Texts are written in the source language; each added language gets a column below.">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Source language" hint={`${languageName(source)}. The language the flow's texts are written in.`}>
          {(id, hintId) => (
            <Input
              id={id}
              aria-describedby={hintId}
              defaultValue={source}
              disabled={disabled}
              onBlur={(event) => {
                const parsed = languageTagSchema.safeParse(event.target.value.trim())
                if (parsed.success && parsed.data !== source) update((current) => ({ ...current, sourceLanguage: parsed.data }))
              }}
            />
          )}
        </Field>
        <Field label="Language variable" hint="Optional: a variable holding a language tag (e.g. prefilled from your site) picks the language.">
          {(id, hintId) => (
            <Select
              id={id}
              aria-describedby={hintId}
              className="w-full"
              disabled={disabled}
              value={translations?.languageVariableId ?? ''}
              onChange={(event) => update((current) => ({ ...current, languageVariableId: event.target.value || undefined }))}
            >
              <option value="">None</option>
              {variables.map((variable) => (
                <option key={variable.id} value={variable.id}>
                  {variable.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <div>
        <h4 className="text-sm font-medium text-zinc-800 dark:text-zinc-200">Translated into</h4>
        {targets.length === 0 ? (
          <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">No language yet: visitors all read the source texts.</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label="Languages translated into">
            {targets.map(({ code, name }) => (
              <li key={code} className="inline-flex items-center gap-1 rounded-full border border-zinc-300 py-0.5 pr-1 pl-3 text-sm text-zinc-800 dark:border-zinc-700 dark:text-zinc-200">
                <span lang={code}>{languageName(code, name ? [{ code, name }] : undefined)}</span>
                <span className="font-mono text-xs text-zinc-500 dark:text-zinc-400">{code}</span>
                <IconButton label={`Remove ${languageName(code)}`} className="size-6" disabled={disabled} onClick={() => update((current) => removeLanguage(current, code))}>
                  <X aria-hidden className="size-3.5" />
                </IconButton>
              </li>
            ))}
          </ul>
        )}
        <form className="mt-3 flex flex-wrap items-start gap-2" onSubmit={add} noValidate>
          <div className="w-48">
            <label htmlFor="new-language" className="sr-only">
              Language tag to add
            </label>
            <Input
              id="new-language"
              placeholder="Tag, e.g. fr or pt-BR"
              value={draft}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'new-language-error' : undefined}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <Button type="submit" disabled={disabled || !draft.trim()}>
            Add language
          </Button>
          {error && (
            <p id="new-language-error" role="alert" className="w-full text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          )}
        </form>
      </div>
      {targets.length > 0 && (
        <Field label="Default language" hint="For visitors whose languages the bot does not have.">
          {(id, hintId) => (
            <Select
              id={id}
              aria-describedby={hintId}
              className="w-full sm:w-72"
              disabled={disabled}
              value={translations?.defaultLanguage ?? source}
              onChange={(event) => update((current) => ({ ...current, defaultLanguage: event.target.value === source ? undefined : event.target.value }))}
            >
              {[source, ...targets.map((language) => language.code)].map((code) => (
                <option key={code} value={code}>
                  {languageName(code)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <Switch
        label="Language switcher on the chat page"
        hint="Shown to visitors when the bot has more than one language."
        checked={translations?.isSwitcherEnabled ?? true}
        disabled={disabled}
        onChange={(checked) => update((current) => ({ ...current, isSwitcherEnabled: checked }))}
      />
    </FormCard>
  )
}
