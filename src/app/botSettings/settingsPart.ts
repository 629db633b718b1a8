import { settingsSchema, type Settings } from '@/shared/bot/settings'
import type { PartDefinition } from './autosave/partSaver'
import { issuesFromSchema } from './autosave/fieldIssues'

export type SettingsPart = { settings: Settings }

/** The settings panel saves `settings` alone, checked by the schema the API checks it with. */
export const settingsPart: PartDefinition<SettingsPart> = {
  name: 'settings',
  pick: (bot) => ({ settings: bot.settings }),
  validate: ({ settings }) => {
    const result = settingsSchema.safeParse(settings)
    return result.success ? [] : issuesFromSchema(result.error.issues, 'bot.settings')
  },
}
