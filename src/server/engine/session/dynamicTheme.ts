import type { ChatResponse } from '../../../shared/chat/response'
import { parseVariables } from '../rules'
import type { RuntimeVariable } from '../rules/contracts'
import type { QueuedBot } from '../sessionState'
import type { EnginePorts } from '../ports'

/** Every variable of the queue by name, the executing bot's value winning (a merged link's latest). */
export function queueVariables(queue: QueuedBot[]): RuntimeVariable[] {
  const byName = new Map<string, RuntimeVariable>()
  for (const entry of [...queue].reverse()) for (const variable of entry.variables) byName.set(variable.name, variable)
  return [...byName.values()]
}

const isTemplated = (text: string | undefined): text is string => typeof text === 'string' && text.includes('{{')

/**
 * `dynamicTheme` (§4.3): the host avatar, guest avatar and background image of the started bot's
 * theme that follow a variable, resolved with the current values; undefined when none does.
 */
export async function dynamicTheme(
  queue: QueuedBot[],
  sandbox: EnginePorts['sandbox'],
): Promise<ChatResponse['dynamicTheme']> {
  const theme = queue.at(-1)?.bot.theme
  const sources = {
    hostAvatarUrl: theme?.chat?.hostAvatar?.url,
    guestAvatarUrl: theme?.chat?.guestAvatar?.url,
    backgroundUrl: theme?.general?.background?.content,
  }
  const context = { variables: queueVariables(queue), sandbox }
  const resolved: NonNullable<ChatResponse['dynamicTheme']> = {}
  for (const [key, text] of Object.entries(sources) as [keyof typeof sources, string | undefined][])
    if (isTemplated(text)) resolved[key] = await parseVariables(text, context, { mode: 'text' })
  return Object.keys(resolved).length > 0 ? resolved : undefined
}
