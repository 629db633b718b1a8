import {
  defaultOpenAiDialogueStartsBy,
  openAiMessageRoles,
  type OpenAiBlock,
} from '../../../../../shared/bot/blocks'
import { asList, findVariable } from '../../../session/variables'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'

/** A chat message as OpenAI-compatible APIs take it. */
export type OpenAiChatMessage = { role: 'system' | 'user' | 'assistant'; content: string; name?: string }

type Entry = NonNullable<NonNullable<OpenAiBlock['options']>['messages']>[number]

const isStandardRole = (role: unknown): role is OpenAiChatMessage['role'] =>
  (openAiMessageRoles as readonly unknown[]).includes(role)

/** A Dialogue entry: the list variable's elements as alternating roles, starting with `startsBy`. */
function dialogueMessages(turn: Turn, entry: Extract<Entry, { role: 'Dialogue' }>): OpenAiChatMessage[] {
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
export async function buildOpenAiMessages(turn: Turn, entries: Entry[] | undefined): Promise<OpenAiChatMessage[]> {
  const messages: OpenAiChatMessage[] = []
  for (const entry of entries ?? []) {
    if (entry.role === 'Dialogue') {
      messages.push(...dialogueMessages(turn, entry as Extract<Entry, { role: 'Dialogue' }>))
      continue
    }
    if (!isStandardRole(entry.role)) continue
    const standard = entry as { role: OpenAiChatMessage['role']; content?: string; name?: string }
    const content = await templateText(turn, standard.content ?? '')
    if (!content.trim()) continue
    const name = standard.name ? (await templateText(turn, standard.name)).trim() : ''
    messages.push({ role: standard.role, content, ...(name ? { name } : {}) })
  }
  return messages
}
