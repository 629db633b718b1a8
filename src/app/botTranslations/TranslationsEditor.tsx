import { useMemo } from 'react'
import type { Bot } from '@/shared/bot/bot'
import { botLanguages, translatableTexts, type TranslationsSettings } from '@/shared/bot/translations'
import { PartConflictDialog } from '@/app/botSettings/autosave/PartConflictDialog'
import { PartSaveIssues } from '@/app/botSettings/autosave/PartSaveIssues'
import { PartSaveStatus } from '@/app/botSettings/autosave/PartSaveStatus'
import { usePartAutosave, usePartState } from '@/app/botSettings/autosave/usePartAutosave'
import { PanelHeader } from '@/app/botSettings/form/PanelHeader'
import { LanguagesCard } from './LanguagesCard'
import { TextsCard } from './TextsCard'
import { translationsPart } from './translationsPart'

export type TranslationsEdit = (change: (translations: TranslationsSettings | undefined) => TranslationsSettings) => void

/**
 * `/bots/:botId/translations`: the bot's languages and a table of its texts (source, one column per
 * language, missing and outdated ones flagged), saved by themselves like the settings panel.
 */
export function TranslationsEditor({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const saver = usePartAutosave(bot, translationsPart, !canEdit)
  const settings = usePartState(saver, (state) => state.value.settings)
  const translations = settings.translations
  const texts = useMemo(() => translatableTexts({ groups: bot.groups, settings }), [bot.groups, settings])
  const languages = botLanguages(translations)
  const update: TranslationsEdit = (change) =>
    saver.edit((value) => ({ settings: { ...value.settings, translations: change(value.settings.translations) } }))
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PanelHeader
        title="Translations"
        description="One flow, its texts in several languages. Visitors get the language of their browser, of the page's ?lang= parameter or of a variable; changes reach them when you publish."
        aside={<PartSaveStatus saver={saver} readOnly={!canEdit} />}
      />
      <PartSaveIssues saver={saver} />
      <LanguagesCard translations={translations} variables={bot.variables} update={update} disabled={!canEdit} />
      <TextsCard botName={bot.name} texts={texts} translations={translations} languages={languages} update={update} disabled={!canEdit} />
      <PartConflictDialog saver={saver} what="translations" />
    </div>
  )
}
