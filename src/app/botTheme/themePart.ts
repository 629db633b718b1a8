import type { Bot } from '@/shared/bot/bot'
import { themeSchema, type Theme } from '@/shared/bot/theme'
import type { PartDefinition } from '@/app/botSettings/autosave/partSaver'
import { issuesFromSchema } from '@/app/botSettings/autosave/fieldIssues'

/** The theme panel saves the theme with the template it came from, in one PATCH. */
export type ThemePart = { theme: Theme; selectedThemeTemplateId: string | null }

export const themePart: PartDefinition<ThemePart> = {
  name: 'theme',
  pick: (bot: Bot) => ({ theme: bot.theme, selectedThemeTemplateId: bot.selectedThemeTemplateId }),
  validate: ({ theme }) => {
    const result = themeSchema.safeParse(theme)
    return result.success ? [] : issuesFromSchema(result.error.issues, 'bot.theme')
  },
}
