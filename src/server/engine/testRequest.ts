import type { WebhookBlock } from '../../shared/bot/blocks'
import type { EnginePorts, BotSnapshot } from './ports'
import { normalizeVariableValue } from './rules'
import { createSessionState } from './session/createSession'
import { applyResponseMapping } from './blocks/integrations/webhook/mapping'
import { buildWebhookRequest } from './blocks/integrations/webhook/request'
import { callWebhook, type WebhookResponse } from './blocks/integrations/webhook/send'
import { createTurn, currentBot } from './walk/turnContext'

type SentRequest = { url: string; method: string; headers: Record<string, string>; body?: string }

export type RequestTest = {
  request: SentRequest
  response: WebhookResponse
  mappedVariables: { variableId: string; name: string; value: unknown }[]
}

/** The request got no HTTP answer at all (DNS, connection, TLS, timeout, address rules): what the port threw. */
export type RequestTestFailure = { request: SentRequest; error: unknown }

/**
 * The editor's "Test the request": the Webhook options as they are in the editor, run once in a
 * preview session of the bot with test values by variable name, exactly as a chat would send it.
 */
export async function testRequest(
  bot: BotSnapshot,
  options: NonNullable<WebhookBlock['options']>,
  testValues: Record<string, string>,
  ports: EnginePorts,
): Promise<RequestTest | RequestTestFailure | undefined> {
  const state = createSessionState({ bot, isPreview: true, resultId: ports.createId(), prefilledVariables: testValues })
  const turn = createTurn(state, ports, {})
  const request = await buildWebhookRequest(turn, options)
  if (!request) return undefined
  const body = request.body === undefined ? undefined : typeof request.body.value === 'string' ? request.body.value : JSON.stringify(request.body.value)
  const sent: SentRequest = { url: request.url, method: request.method, headers: request.headers, ...(body !== undefined && { body }) }
  const before = new Map(currentBot(turn).variables.map((v) => [v.id, JSON.stringify(v.value ?? null)]))
  let response: WebhookResponse
  try {
    response = await callWebhook(turn, request)
  } catch (error) {
    // Unlike a chat (which maps a failure to a stand-in status), the editor says what failed.
    return { request: sent, error }
  }
  await applyResponseMapping(turn, options.responseVariableMapping, response)
  const mappedVariables = currentBot(turn)
    .variables.filter((v) => options.responseVariableMapping?.some((m) => m.variableId === v.id) && before.get(v.id) !== JSON.stringify(v.value ?? null))
    .map((v) => ({ variableId: v.id, name: v.name, value: normalizeVariableValue(v.value) }))
  return { request: sent, response, mappedVariables }
}
