import { useState } from 'react'
import { languageName, translationCounts, translationState, type TranslatableText, type TranslationsSettings } from '@/shared/bot/translations'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { Badge } from '@/app/ui/Badge'
import { Button } from '@/app/ui/Button'
import { Select } from '@/app/ui/Input'
import { confirmTranslation, setTranslation } from './translationEdits'
import { TranslationFiles } from './TranslationFiles'
import type { TranslationsEdit } from './TranslationsEditor'

type Props = {
  botName: string
  texts: TranslatableText[]
  translations: TranslationsSettings | undefined
  /** The source first, then the languages translated into. */
  languages: string[]
  update: TranslationsEdit
  disabled: boolean
}

const cellClass = 'px-3 py-3 align-top max-md:block max-md:px-0 max-md:py-1.5'

/** One translation: a text box, flagged missing or outdated (with a way to confirm it). */
function TranslationCell({ text, language, translations, update, disabled }: { text: TranslatableText; language: string } & Pick<Props, 'translations' | 'update' | 'disabled'>) {
  const state = translationState(translations, language, text)
  const value = translations?.texts?.[language]?.[text.key]?.text ?? ''
  const name = languageName(language)
  return (
    <div className="space-y-1.5">
      <span className="block text-xs font-medium text-zinc-500 md:hidden dark:text-zinc-400">{name}</span>
      <textarea
        lang={language}
        aria-label={`${name} translation of ${text.label}`}
        className="block min-h-9 w-full min-w-0 resize-y rounded-lg border border-zinc-300 bg-white px-3 py-1.5 text-sm text-zinc-900 shadow-sm placeholder:text-zinc-400 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500"
        rows={Math.min(6, Math.max(1, Math.ceil(text.source.length / 40), text.source.split('\n').length))}
        value={value}
        disabled={disabled}
        onChange={(event) => update((current) => setTranslation(current, language, text, event.target.value))}
      />
      {state === 'missing' && <Badge tone="warning">Missing</Badge>}
      {state === 'outdated' && (
        <span className="flex flex-wrap items-center gap-2">
          <Badge tone="warning">Outdated: source changed</Badge>
          <Button size="sm" variant="ghost" disabled={disabled} onClick={() => update((current) => confirmTranslation(current, language, text))}>
            Still right
          </Button>
        </span>
      )}
    </div>
  )
}

/** The table of texts: source, one column per language; filters to what still needs work. */
export function TextsCard({ botName, texts, translations, languages, update, disabled }: Props) {
  const [onlyTodo, setOnlyTodo] = useState(false)
  const [source, ...targets] = languages
  const rows = onlyTodo ? texts.filter((text) => targets.some((language) => translationState(translations, language, text) !== 'translated')) : texts
  return (
    <FormCard title="Texts" description="Every text a visitor reads: bubbles (Markdown), button labels, placeholders, choices, retry and system messages.">
      {targets.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm text-zinc-700 dark:text-zinc-300" aria-label="Progress per language">
          {targets.map((language) => {
            const counts = translationCounts(translations, language, texts)
            return (
              <li key={language}>
                <span className="font-medium">{languageName(language)}</span>: {counts.translated} of {texts.length} translated
                {counts.missing > 0 && `, ${counts.missing} missing`}
                {counts.outdated > 0 && `, ${counts.outdated} outdated`}
              </li>
            )
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <label className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
          Show
          <Select value={onlyTodo ? 'todo' : 'all'} onChange={(event) => setOnlyTodo(event.target.value === 'todo')}>
            <option value="all">All texts</option>
            <option value="todo">Missing or outdated</option>
          </Select>
        </label>
        <TranslationFiles botName={botName} texts={texts} translations={translations} languages={languages} update={update} disabled={disabled} />
      </div>
      {targets.length === 0 && <p className="text-sm text-zinc-600 dark:text-zinc-400">Add a language above to translate these texts.</p>}
      <div className="-mx-5 overflow-x-auto border-t border-zinc-200 md:mx-0 md:rounded-lg md:border dark:border-zinc-800">
        <table className="w-full border-collapse text-left text-sm max-md:block">
          <caption className="sr-only">Texts of the bot and their translations</caption>
          <thead className="bg-zinc-50 text-xs font-medium text-zinc-600 max-md:hidden dark:bg-zinc-800/50 dark:text-zinc-400">
            <tr>
              <th scope="col" className="w-56 px-3 py-2">
                Text
              </th>
              <th scope="col" className="min-w-48 px-3 py-2">
                {languageName(source)} (source)
              </th>
              {targets.map((language) => (
                <th key={language} scope="col" className="min-w-60 px-3 py-2" lang={language}>
                  {languageName(language)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="max-md:block max-md:px-5">
            {rows.map((text) => (
              <tr key={text.key} className="border-t border-zinc-200 first:border-t-0 max-md:block max-md:py-3 md:first:border-t dark:border-zinc-800">
                <th scope="row" className={`${cellClass} font-normal`}>
                  <span className="block text-zinc-800 dark:text-zinc-200">{text.label}</span>
                  <span className="block font-mono text-xs break-all text-zinc-500 dark:text-zinc-400">{text.key}</span>
                </th>
                <td className={cellClass} lang={source}>
                  <span className="block text-xs font-medium text-zinc-500 md:hidden dark:text-zinc-400">{languageName(source)} (source)</span>
                  <span className="whitespace-pre-wrap text-zinc-900 dark:text-zinc-100">{text.source}</span>
                  {text.isDefault && (
                    <span className="ml-2">
                      <Badge>Default text</Badge>
                    </span>
                  )}
                </td>
                {targets.map((language) => (
                  <td key={language} className={cellClass}>
                    <TranslationCell text={text} language={language} translations={translations} update={update} disabled={disabled} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </FormCard>
  )
}
