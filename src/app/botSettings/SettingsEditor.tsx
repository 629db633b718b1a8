import type { Bot } from '@/shared/bot/bot'
import { resolveSettings } from '@/shared/bot/settings'
import { PartConflictDialog } from './autosave/PartConflictDialog'
import { PartSaveIssues } from './autosave/PartSaveIssues'
import { PartSaveStatus } from './autosave/PartSaveStatus'
import { usePartAutosave } from './autosave/usePartAutosave'
import { FormBindingProvider } from './form/FormBinding'
import { PanelHeader } from './form/PanelHeader'
import { usePartBinding } from './form/usePartBinding'
import { GeneralSettings } from './sections/GeneralSettings'
import { MetadataSettings } from './sections/MetadataSettings'
import { RememberUserSettings } from './sections/RememberUserSettings'
import { SecuritySettings } from './sections/SecuritySettings'
import { SystemMessagesSettings } from './sections/SystemMessagesSettings'
import { TypingSettings } from './sections/TypingSettings'
import { SettingsContents } from './SettingsContents'
import { settingsPart } from './settingsPart'

/** The settings of `bot`, every change saved by itself a second later (BLOCKS.md §6.2). */
export function SettingsEditor({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const saver = usePartAutosave(bot, settingsPart, !canEdit)
  const binding = usePartBinding(saver, 'settings', resolveSettings, !canEdit)
  return (
    <div className="mx-auto max-w-3xl xl:grid xl:max-w-[calc(48rem+13rem)] xl:grid-cols-[11rem_minmax(0,48rem)] xl:gap-8">
      <SettingsContents className="mb-6 xl:sticky xl:top-4 xl:mb-0 xl:self-start xl:pt-16" />
      <div className="min-w-0 space-y-6">
        <PanelHeader
          title="Settings"
          description="How the chat behaves for visitors. Changes are saved as you go; visitors get them when you publish."
          aside={<PartSaveStatus saver={saver} readOnly={!canEdit} />}
        />
        <PartSaveIssues saver={saver} />
        <FormBindingProvider binding={binding}>
          <GeneralSettings />
          <RememberUserSettings />
          <TypingSettings />
          <SystemMessagesSettings />
          <SecuritySettings />
          <MetadataSettings botName={bot.name} />
        </FormBindingProvider>
        <PartConflictDialog saver={saver} what="settings" />
      </div>
    </div>
  )
}
