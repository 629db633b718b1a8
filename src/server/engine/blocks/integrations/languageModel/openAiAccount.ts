import { type LanguageModelProvider, languageModelProviders } from '../../../../../shared/bot/blocks'
import type { HttpResponse } from '../../../ports'
import { addLog } from '../../../walk/logs'
import { currentBot, type Turn } from '../../../walk/turnContext'

/** Where an OpenAI action is sent and with which key: the block's address, else the account's, else OpenAI's. */
export type OpenAiAccount = { apiKey: string; baseUrl: string }

/** What OpenAI's actions (and the legacy OpenAI block) share: the account and the address it is reached at. */
export type OpenAiAccountOptions = { credentialsId?: string; baseUrl?: string }

/** The block's account, or undefined after logging that it has none (the flow then goes on). */
export async function openAiAccount(turn: Turn, options: OpenAiAccountOptions, provider: LanguageModelProvider = 'openai'): Promise<OpenAiAccount | undefined> {
  const { bot } = currentBot(turn)
  const credentials = options.credentialsId ? await turn.ports.credentials.get(bot.workspaceId, options.credentialsId) : null
  if (!credentials?.apiKey) {
    addLog(turn, { status: 'error', description: `${languageModelProviders[provider].label} block has no usable credentials`, details: options.credentialsId })
    return undefined
  }
  const baseUrl = (options.baseUrl?.trim() || credentials.baseUrl || languageModelProviders[provider].baseUrl).replace(/\/+$/, '')
  return { apiKey: credentials.apiKey, baseUrl }
}

/** The start of an error answer, readable in a log whatever its encoding. */
export const responseDetails = (response: HttpResponse): string => {
  const text = response.bodyEncoding === 'base64' ? Buffer.from(response.body, 'base64').toString('utf8') : response.body
  return `HTTP ${response.status}: ${text.slice(0, 1000)}`
}

/** The JSON of an answer, or undefined when it is not JSON. */
export function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T
  } catch {
    return undefined
  }
}
