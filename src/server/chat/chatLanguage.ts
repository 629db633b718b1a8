import { botLanguages, languageName, parseAcceptLanguage, type LanguageRequest } from '../../shared/bot/translations'
import type { ChatLanguages } from '../../shared/chat/response'
import type { BotSnapshot } from '../engine/ports'

/** What the visitor's request says of their language: the page's `lang`, its browser languages or Accept-Language. */
export function languageRequestOf(input: { lang?: string; browserLanguages?: string[] }, headers: Headers): Omit<LanguageRequest, 'variableValue'> {
  return {
    urlLanguage: input.lang,
    browserLanguages: input.browserLanguages?.length ? input.browserLanguages : parseAcceptLanguage(headers.get('accept-language')),
  }
}

/** The `languages` of a start response: present only for a bot with translations. */
export function chatLanguagesOf(bot: Pick<BotSnapshot, 'settings'>, current: string | undefined): ChatLanguages | undefined {
  const translations = bot.settings.translations
  if (!current || !translations?.languages?.length) return undefined
  return {
    current,
    available: botLanguages(translations).map((code) => ({ code, name: languageName(code, translations.languages) })),
    isSwitcherEnabled: translations.isSwitcherEnabled ?? true,
  }
}
