import type { StartChatResponse } from '../../shared/chat/response'
import type { BotSnapshot, SandboxPort } from '../engine/ports'
import { normalizeVariableValue, parseVariables } from '../engine/rules'
import type { RuntimeVariable } from '../engine/rules/contracts'

/** By object of a published snapshot (shared by every chat of that version): does any string in it hold `{{`? */
const templated = new WeakMap<object, boolean>()
const hasTemplates = (value: object) => {
  let found = templated.get(value)
  if (found === undefined) templated.set(value, (found = JSON.stringify(value).includes('{{')))
  return found
}

/**
 * Replaces `{{variables}}` in every string of a JSON value. Most themes hold none: they go out as
 * they are, without walking them (a promise per string, on every start).
 */
async function resolveStrings<T>(value: T, resolve: (text: string) => Promise<string>): Promise<T> {
  if (value && typeof value === 'object' && !hasTemplates(value)) return value
  if (typeof value === 'string') return (value.includes('{{') ? await resolve(value) : value) as T
  if (Array.isArray(value)) return (await Promise.all(value.map((v) => resolveStrings(v, resolve)))) as T
  if (value && typeof value === 'object') {
    const entries = await Promise.all(Object.entries(value).map(async ([k, v]) => [k, await resolveStrings(v, resolve)]))
    return Object.fromEntries(entries) as T
  }
  return value
}

/**
 * The `bot` part of a start response (§4.3): the theme and the client's settings, with `{{var}}`
 * resolved from the values the chat starts with (initial values, then prefilled ones by name).
 */
export async function clientBotOf(
  bot: BotSnapshot,
  prefilled: Record<string, unknown> | undefined,
  sandbox: SandboxPort,
): Promise<StartChatResponse['bot']> {
  const variables: RuntimeVariable[] = bot.variables.map((variable) => ({
    ...variable,
    value: prefilled && variable.name in prefilled ? normalizeVariableValue(prefilled[variable.name]) : variable.value,
  }))
  const resolve = (text: string) => parseVariables(text, { variables, sandbox })
  return {
    id: bot.id,
    version: bot.version,
    theme: await resolveStrings(bot.theme, resolve),
    // Each part as the snapshot holds it, so the check for `{{` is made once per version, not per start.
    settings: { general: await resolveStrings(bot.settings.general, resolve), typingEmulation: await resolveStrings(bot.settings.typingEmulation, resolve) },
    ...(bot.publishedAt && { publishedAt: bot.publishedAt }),
  }
}
