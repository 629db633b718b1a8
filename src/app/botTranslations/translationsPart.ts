import { settingsSchema, type Settings } from '@/shared/bot/settings'
import type { PartDefinition } from '@/app/botSettings/autosave/partSaver'
import { issuesFromSchema } from '@/app/botSettings/autosave/fieldIssues'

export type TranslationsPart = { settings: Settings }

/**
 * The translations panel edits `settings.translations` only, but saves `settings` as the settings
 * panel does (one PATCH field), checked by the schema the API checks it with.
 */
export const translationsPart: PartDefinition<TranslationsPart> = {
  name: 'translations',
  pick: (bot) => ({ settings: bot.settings }),
  validate: ({ settings }) => {
    const result = settingsSchema.safeParse(settings)
    return result.success ? [] : issuesFromSchema(result.error.issues, 'bot.settings')
  },
}
