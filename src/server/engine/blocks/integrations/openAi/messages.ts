import { defaultOpenAiDialogueStartsBy, openAiMessageRoles } from '../../../../../shared/bot/blocks'
import { asList, findVariable } from '../../../session/variables'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'

/** A chat message as OpenAI-compatible APIs take it. */
export type OpenAiChatMessage = { role: 'system' | 'user' | 'assistant'; content: string; name?: string }

/** A message as the OpenAI block and the language-model plugin blocks store it (the latter without ids). */
export type MessageEntry = { role?: string; content?: string; name?: string; dialogueVariableId?: string; startsBy?: 'user' | 'assistant' }

const isStandardRole = (role: unknown): role is OpenAiChatMessage['role'] =>
  (openAiMessageRoles as readonly unknown[]).includes(role)

/** A Dialogue entry: the list variable's elements as alternating roles, starting with `startsBy`. */
function dialogueMessages(turn: Turn, entry: MessageEntry): OpenAiChatMessage[] {
  const value = findVariable(currentBot(turn).variables, entry.dialogueVariableId)?.value
  const first = entry.startsBy ?? defaultOpenAiDialogueStartsBy
  const second = first === 'user' ? 'assistant' : 'user'
  return asList(value).flatMap((content, index) =>
    content ? [{ role: index % 2 === 0 ? first : second, content }] : [],
  )
}

/**
 * The messages of the request (§2.4): plain entries templated (empty content dropped, `name` kept
 * when set), Dialogue entries expanded, unknown roles ignored.
 */
export async function buildOpenAiMessages(turn: Turn, entries: readonly object[] | undefined): Promise<OpenAiChatMessage[]> {
  const messages: OpenAiChatMessage[] = []
  for (const entry of (entries ?? []) as MessageEntry[]) {
    if (entry.role === 'Dialogue') {
      messages.push(...dialogueMessages(turn, entry))
      continue
    }
    if (!isStandardRole(entry.role)) continue
    const content = await templateText(turn, typeof entry.content === 'string' ? entry.content : '')
    if (!content.trim()) continue
    const name = typeof entry.name === 'string' ? (await templateText(turn, entry.name)).trim() : ''
    messages.push({ role: entry.role, content, ...(name ? { name } : {}) })
  }
  return messages
}
