import type { WebhookBlock } from '../../shared/bot/blocks'
import type { EnginePorts, BotSnapshot } from './ports'
import { normalizeVariableValue } from './rules'
import { createSessionState } from './session/createSession'
import { applyResponseMapping } from './blocks/integrations/webhook/mapping'
import { buildWebhookRequest } from './blocks/integrations/webhook/request'
import { sendWebhook, type WebhookResponse } from './blocks/integrations/webhook/send'
import { createTurn, currentBot } from './walk/turnContext'

export type RequestTest = {
  request: { url: string; method: string; headers: Record<string, string>; body?: string }
  response: WebhookResponse
  mappedVariables: { variableId: string; name: string; value: unknown }[]
}

/**
 * The editor's "Test the request": the Webhook options as they are in the editor, run once in a
 * preview session of the bot with test values by variable name, exactly as a chat would send it.
 */
export async function testRequest(
  bot: BotSnapshot,
  options: NonNullable<WebhookBlock['options']>,
  testValues: Record<string, string>,
  ports: EnginePorts,
): Promise<RequestTest | undefined> {
  const state = createSessionState({ bot, isPreview: true, resultId: ports.createId(), prefilledVariables: testValues })
  const turn = createTurn(state, ports, {})
  const request = await buildWebhookRequest(turn, options)
  if (!request) return undefined
  const before = new Map(currentBot(turn).variables.map((v) => [v.id, JSON.stringify(v.value ?? null)]))
  const response = await sendWebhook(turn, request)
  await applyResponseMapping(turn, options.responseVariableMapping, response)
  const mappedVariables = currentBot(turn)
    .variables.filter((v) => options.responseVariableMapping?.some((m) => m.variableId === v.id) && before.get(v.id) !== JSON.stringify(v.value ?? null))
    .map((v) => ({ variableId: v.id, name: v.name, value: normalizeVariableValue(v.value) }))
  const body = request.body === undefined ? undefined : typeof request.body.value === 'string' ? request.body.value : JSON.stringify(request.body.value)
  return { request: { url: request.url, method: request.method, headers: request.headers, ...(body !== undefined && { body }) }, response, mappedVariables }
}
