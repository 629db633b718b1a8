import { isInputBlock } from '../../shared/bot/blocks'
import type { ChatInput } from '../../shared/chat/response'
import { resolveInput } from './blocks/inputs/resolveInput'
import type { EnginePorts } from './ports'
import { copyState } from './session/copyState'
import { matchBotLanguage, rememberLanguage, sourceQueue } from './session/language'
import type { SessionState } from './sessionState'
import { ChatInputError } from './turn'
import { locate } from './walk/graph'
import { createTurn, currentBot } from './walk/turnContext'

export type LanguageSwitch = { state: SessionState; language: string; input?: ChatInput }

/**
 * The visitor picks another of the bot's languages (issue 14): everything the chat says from now
 * on is in it, and the pending input is shown again in it (labels, placeholder, choices), kept in
 * the session so answers are checked against what the visitor now sees. What was said stays.
 */
export async function switchLanguage(stored: SessionState, requested: string, ports: EnginePorts): Promise<LanguageSwitch> {
  const state = copyState(stored)
  const root = state.botsQueue.at(-1)
  const language = root && matchBotLanguage(root.bot, requested)
  if (!language || !root?.bot.settings.translations?.languages?.length)
    throw new ChatInputError(`"${requested}" is not a language of this bot`)
  state.language = language
  rememberLanguage(root.bot, root.variables, language, { onlyWhenUnset: false })
  const turn = createTurn(state, ports, {})
  const pending = state.pending
  if (pending?.type === 'input') {
    const block = locate(currentBot(turn).bot, pending.cursor)?.block
    if (block && isInputBlock(block)) pending.input = await resolveInput(turn, block)
  }
  sourceQueue(state)
  return { state, language, input: pending?.type === 'input' ? pending.input : undefined }
}
