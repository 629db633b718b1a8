import { botLanguages, chooseLanguage, isSourceLanguage, localizeBot, matchLanguage, type LanguageRequest } from '../../../shared/bot/translations'
import type { BotSnapshot } from '../ports'
import type { RuntimeVariable } from '../rules/contracts'
import type { SessionState } from '../sessionState'

// The session's language (issue 14): the queue holds source snapshots between turns (stored, cached
// and shared by reference); during a turn each is swapped for its localized view, and back at the end.

const views = new WeakMap<BotSnapshot, Map<string, BotSnapshot>>()
const sources = new WeakMap<BotSnapshot, BotSnapshot>()

/** The source snapshot a localized view was made from (the snapshot itself when it is one). */
export const sourceOf = (bot: BotSnapshot): BotSnapshot => sources.get(bot) ?? bot

/** `bot` as read in `language`, made once per snapshot and language (published snapshots are shared). */
export function localizedSnapshot(bot: BotSnapshot, language: string | undefined): BotSnapshot {
  const source = sourceOf(bot)
  if (!language || isSourceLanguage(source.settings.translations, language)) return source
  let byLanguage = views.get(source)
  if (!byLanguage) views.set(source, (byLanguage = new Map()))
  let view = byLanguage.get(language)
  if (!view) {
    view = localizeBot(source, language)
    byLanguage.set(language, view)
    if (view !== source) sources.set(view, source)
  }
  return view
}

/** Every queued bot read in the session's language (start of a turn). */
export function localizeQueue(state: SessionState): void {
  for (const queued of state.botsQueue) queued.bot = localizedSnapshot(queued.bot, state.language)
}

/** The queue back to source snapshots (end of a turn), as persistence and other turns expect. */
export function sourceQueue(state: SessionState): void {
  for (const queued of state.botsQueue) queued.bot = sourceOf(queued.bot)
}

/**
 * The language a new session of `bot` speaks: the `lang` parameter, then the language variable
 * (its start value, prefilled ones included), then the browser's, then the bot's default.
 * Undefined for a bot without translations.
 */
export function sessionLanguage(bot: Pick<BotSnapshot, 'settings'>, request: LanguageRequest | undefined, variables: RuntimeVariable[]): string | undefined {
  const translations = bot.settings.translations
  // A bot never translated has no language to record: its texts may be in any language.
  if (!translations?.languages?.length) return undefined
  const variableId = translations?.languageVariableId
  const variableValue = variableId ? variables.find((variable) => variable.id === variableId)?.value : undefined
  return chooseLanguage(translations, { ...request, variableValue }).language
}

/** The bot language matching `requested` (a switcher's choice), or undefined when it has none. */
export const matchBotLanguage = (bot: Pick<BotSnapshot, 'settings'>, requested: string) =>
  matchLanguage(requested, botLanguages(bot.settings.translations))

/**
 * Writes the session's language into the bot's language variable, so the flow can branch on it
 * and results show it: at start only when the variable is empty, on a switch always.
 */
export function rememberLanguage(bot: Pick<BotSnapshot, 'settings'>, variables: RuntimeVariable[], language: string | undefined, options: { onlyWhenUnset: boolean }) {
  const variable = variables.find((candidate) => candidate.id === bot.settings.translations?.languageVariableId)
  if (!variable || !language) return
  const isUnset = variable.value === undefined || variable.value === null || variable.value === ''
  if (isUnset || !options.onlyWhenUnset) variable.value = language
}
