import { useMemo } from 'react'
import type { Bot } from '@/shared/bot/bot'
import { resolveTheme, type Theme } from '@/shared/bot/theme'
import { PartConflictDialog } from '@/app/botSettings/autosave/PartConflictDialog'
import { PartSaveIssues } from '@/app/botSettings/autosave/PartSaveIssues'
import { PartSaveStatus } from '@/app/botSettings/autosave/PartSaveStatus'
import { usePartAutosave, usePartState } from '@/app/botSettings/autosave/usePartAutosave'
import { FoldingCard, FormCard } from '@/app/botSettings/form/FormCard'
import { FormBindingProvider } from '@/app/botSettings/form/FormBinding'
import { PanelHeader } from '@/app/botSettings/form/PanelHeader'
import { usePartBinding } from '@/app/botSettings/form/usePartBinding'
import { Button } from '@/app/ui/Button'
import { ThemeContrastProvider } from './contrast/ThemeContrast'
import { ThemePreview } from './preview/ThemePreview'
import { AdvancedFields } from './sections/AdvancedFields'
import { BackgroundFields } from './sections/BackgroundFields'
import { ChatPartsFields } from './sections/ChatPartsFields'
import { FontFields } from './sections/FontFields'
import { LayoutFields } from './sections/LayoutFields'
import { ProgressBarFields } from './sections/ProgressBarFields'
import { TemplateGallery } from './templates/TemplateGallery'
import { themePart } from './themePart'
import { useTemplateChoice } from './useTemplateChoice'

/**
 * The theme of `bot` beside a live preview of its chat. Fields show this bot version's defaults
 * until changed; every change is saved by itself a second later (BLOCKS.md §6.1).
 */
export function ThemeEditor({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const saver = usePartAutosave(bot, themePart, !canEdit)
  const version = bot.version
  const binding = usePartBinding(saver, 'theme', (stored: Theme) => resolveTheme(stored, version), !canEdit)
  const { theme, selectedThemeTemplateId } = usePartState(saver, (state) => state.value)
  const savedTheme = usePartState(saver, (state) => state.server.value.theme)
  const shownTheme = useMemo(() => resolveTheme(theme, version), [theme, version])
  const templates = useTemplateChoice(saver)

  return (
    <div className="mx-auto max-w-7xl space-y-6">
      <PanelHeader
        title="Theme"
        description={`How the chat looks on the public page and in embeds. Empty fields use the defaults of this bot's version (${version}), shown in grey.`}
        aside={<PartSaveStatus saver={saver} readOnly={!canEdit} />}
      />
      <PartSaveIssues saver={saver} />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_26rem]">
        <div className="min-w-0 space-y-6">
          <FormCard title="Templates" id="theme-templates" description="A starting point: picking one replaces the whole theme.">
            <TemplateGallery selectedId={selectedThemeTemplateId} theme={theme} version={version} onApply={templates.apply} disabled={!canEdit} />
            {templates.applied && (
              <p role="status" className="flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                Applied the {templates.applied} template.
                <Button size="sm" variant="ghost" onClick={templates.undo}>
                  Undo
                </Button>
              </p>
            )}
          </FormCard>
          <FormBindingProvider binding={binding}>
            <ThemeContrastProvider theme={shownTheme}>
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-zinc-500 dark:text-zinc-400">Page</h3>
                <FoldingCard title="Font" defaultOpen>
                  <FontFields />
                </FoldingCard>
                <FoldingCard title="Background" defaultOpen>
                  <BackgroundFields />
                </FoldingCard>
                <FoldingCard title="Progress bar">
                  <ProgressBarFields />
                </FoldingCard>
              </div>
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-zinc-500 dark:text-zinc-400">Chat</h3>
                <FoldingCard title="Layout" defaultOpen>
                  <LayoutFields />
                </FoldingCard>
                <ChatPartsFields />
              </div>
              <div className="space-y-3">
                <h3 className="text-sm font-semibold text-zinc-500 dark:text-zinc-400">Advanced</h3>
                <FoldingCard title="Custom CSS">
                  <AdvancedFields />
                </FoldingCard>
              </div>
            </ThemeContrastProvider>
          </FormBindingProvider>
        </div>
        <div className="h-[36rem] lg:sticky lg:top-4 lg:h-[calc(100dvh-2rem)] lg:max-h-[52rem]">
          <ThemePreview
            botId={bot.id}
            theme={shownTheme}
            savedProgressBar={savedTheme.general?.progressBar?.isEnabled === true}
            savedBackButton={resolveTheme(savedTheme, version).chat.backButton.isEnabled}
          />
        </div>
      </div>
      <PartConflictDialog saver={saver} what="theme" />
    </div>
  )
}
