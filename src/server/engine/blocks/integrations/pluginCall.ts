import { type Block, runsPluginAction } from '../../../../shared/bot/blocks'
import type { HttpRequest, HttpResponse } from '../../ports'
import type { BlockOutcome } from '../../walk/outcome'
import { skipUnknownBlock } from '../unknownBlock'
import { addLog, errorText } from '../../walk/logs'
import { currentBot, type Turn } from '../../walk/turnContext'

/** How long a plugin's service may take: the turn must answer the visitor (as model calls do). */
export const pluginTimeoutMs = 120_000

export type ApiKeyCredentials = { apiKey: string; baseUrl?: string }

/**
 * The API key of a plugin block's credentials, from the bot's workspace. None (no id, an id from
 * another workspace, or an unreadable record): an error log on the result, undefined, and the
 * block lets the flow go on, as Typebot does.
 */
export async function apiKeyCredentials(turn: Turn, credentialsId: string | undefined, service: string): Promise<ApiKeyCredentials | undefined> {
  const stored = credentialsId ? await turn.ports.credentials.get(currentBot(turn).bot.workspaceId, credentialsId) : null
  if (!stored?.apiKey) {
    addLog(turn, { status: 'error', description: `${service} block has no usable credentials`, details: credentialsId })
    return undefined
  }
  return { apiKey: stored.apiKey, ...(stored.baseUrl ? { baseUrl: stored.baseUrl } : {}) }
}

/** The address requests go to: the credentials' own (a proxy, a self-hosted server), else the service's. */
export const serviceAddress = (credentials: ApiKeyCredentials, fallback: string) => (credentials.baseUrl?.trim() || fallback).replace(/\/+$/, '')

/**
 * Sends a plugin's request through the engine's HTTP port (public addresses only, unless the
 * operator's allowlist says otherwise). A refused address, a timeout, a network failure or an
 * HTTP error answer becomes an error log saying what was being done, and undefined.
 */
export async function callService(turn: Turn, request: Omit<HttpRequest, 'timeoutMs'>, doing: string): Promise<HttpResponse | undefined> {
  let response: HttpResponse
  try {
    response = await turn.ports.http.request({ ...request, timeoutMs: pluginTimeoutMs })
  } catch (error) {
    addLog(turn, { status: 'error', description: `${doing} failed`, details: errorText(error) })
    return undefined
  }
  if (response.status >= 400) {
    const body = response.bodyEncoding === 'base64' ? Buffer.from(response.body, 'base64').toString('utf8') : response.body
    addLog(turn, { status: 'error', description: `${doing} failed`, details: `HTTP ${response.status}: ${body.slice(0, 1000)}` })
    return undefined
  }
  return response
}

/** The JSON of an answer; an error log and undefined when it is not JSON. */
export function parseJsonAnswer(turn: Turn, response: HttpResponse, doing: string): unknown {
  try {
    return JSON.parse(response.body)
  } catch {
    addLog(turn, { status: 'error', description: `${doing} gave an answer that is not JSON`, details: response.body.slice(0, 1000) })
    return undefined
  }
}

/**
 * A plugin block set to an action of Typebot's that does not run here (a newer one): skipped with
 * a note on the result, as an unknown block is. Undefined when the action runs.
 */
export function skipOtherAction(turn: Turn, block: Pick<Block, 'id' | 'type'> & { options?: { action?: string } }, actions: readonly string[]): BlockOutcome | undefined {
  if (runsPluginAction(block, actions)) return undefined
  return skipUnknownBlock(turn, block, `The ${block.type} action "${block.options?.action}" is not supported.`)
}
