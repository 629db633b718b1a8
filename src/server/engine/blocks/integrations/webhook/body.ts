import type { WebhookBlock } from '../../../../../shared/bot/blocks'
import { findVariableReference } from '../../../rules'
import { resultMemory } from '../../../session/queue'
import { hasValue } from '../../../session/variables'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'

type Options = NonNullable<WebhookBlock['options']>

/** A request body before encoding: JSON value, or text that did not parse as JSON. */
export type WebhookBody = { kind: 'json'; value: unknown } | { kind: 'text'; value: string }

/**
 * The default body (§2.4): `submittedAt`, every answer of the session answer map, every variable
 * with a value (by name).
 */
export function defaultWebhookBody(turn: Turn): Record<string, unknown> {
  const queued = currentBot(turn)
  const body: Record<string, unknown> = { submittedAt: turn.ports.now().toISOString() }
  for (const { key, value } of resultMemory(turn.state, queued.resultId, queued.bot.id).answerMap) body[key] = value
  for (const variable of queued.variables) if (hasValue(variable.value)) body[variable.name] = variable.value
  return body
}

/**
 * The body to send (§2.4): a custom body templated JSON-aware (a body that is exactly one
 * `{{Name}}` is that value as is), sent as JSON when it parses; otherwise the default body.
 */
export async function webhookBody(turn: Turn, options: Options): Promise<WebhookBody> {
  const custom = (options.webhook?.body ?? '').trim()
  if (!options.isCustomBody || !custom || custom === '{{state}}')
    return { kind: 'json', value: defaultWebhookBody(turn) }
  const isSingleVariable = findVariableReference(custom, currentBot(turn).variables) !== undefined
  const text = await templateText(turn, custom, isSingleVariable ? 'text' : 'json')
  try {
    return { kind: 'json', value: JSON.parse(text) }
  } catch {
    return { kind: 'text', value: text }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Encodes the body for the wire, adding `Content-Type: application/json` for JSON when the block
 * sets none; with an `x-www-form-urlencoded` content type a JSON object is form-encoded.
 */
export function encodeBody(body: WebhookBody, headers: Record<string, string>): string {
  if (body.kind === 'text') return body.value
  const contentTypeKey = Object.keys(headers).find((key) => key.toLowerCase() === 'content-type')
  const contentType = contentTypeKey ? headers[contentTypeKey] : undefined
  if (contentType?.includes('x-www-form-urlencoded') && isPlainObject(body.value)) {
    const form = new URLSearchParams()
    for (const [key, value] of Object.entries(body.value))
      form.append(key, typeof value === 'string' ? value : JSON.stringify(value))
    return form.toString()
  }
  if (!contentTypeKey) headers['Content-Type'] = 'application/json'
  return JSON.stringify(body.value)
}
