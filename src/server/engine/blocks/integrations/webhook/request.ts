import type { KeyValue, WebhookBlock } from '../../../../../shared/bot/blocks'
import { templateText } from '../../../walk/template'
import type { Turn } from '../../../walk/turnContext'
import { webhookBody, type WebhookBody } from './body'

type Options = NonNullable<WebhookBlock['options']>

/** A webhook request with everything resolved, before it is sent by the server or the client. */
export type WebhookRequest = {
  url: string
  method: string
  headers: Record<string, string>
  body?: WebhookBody
  timeoutMs: number
}

/** Templated pairs; a pair with an empty key or value is dropped (§2.4). */
async function templatedPairs(turn: Turn, pairs: KeyValue[] | undefined): Promise<[string, string][]> {
  const resolved: [string, string][] = []
  for (const pair of pairs ?? []) {
    const key = (await templateText(turn, pair.key ?? '')).trim()
    const value = await templateText(turn, pair.value ?? '')
    if (key && value) resolved.push([key, value])
  }
  return resolved
}

/** `Basic user:password` is what people type; the header needs it base64-encoded (§2.4). */
export function encodeBasicAuth(value: string): string {
  const match = /^Basic\s+(.+)$/i.exec(value.trim())
  if (!match || !match[1].includes(':')) return value
  return `Basic ${Buffer.from(match[1], 'utf8').toString('base64')}`
}

/** Repeated keys stay repeated parameters. */
function withQuery(url: string, pairs: [string, string][]): string {
  if (pairs.length === 0) return url
  const query = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`).join('&')
  return `${url}${url.includes('?') ? '&' : '?'}${query}`
}

/** The timeout in force: 10 s by default, clamped to 1–120 s. */
export const webhookTimeoutMs = (timeout: number | undefined): number =>
  Math.min(120, Math.max(1, timeout ?? 10)) * 1000

/**
 * Resolves a Webhook block into a request (§2.4); undefined when it has no URL. The body is left
 * out for GET (and HEAD, which cannot carry one).
 */
export async function buildWebhookRequest(turn: Turn, options: Options): Promise<WebhookRequest | undefined> {
  const url = (await templateText(turn, options.webhook?.url ?? '')).trim()
  if (!url) return undefined
  const method = options.webhook?.method ?? 'POST'
  const headers: Record<string, string> = {}
  for (const [key, value] of await templatedPairs(turn, options.webhook?.headers))
    headers[key] = key.toLowerCase() === 'authorization' ? encodeBasicAuth(value) : value
  const query = await templatedPairs(turn, options.webhook?.queryParams)
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return {
    url: withQuery(url, query),
    method,
    headers,
    ...(hasBody ? { body: await webhookBody(turn, options) } : {}),
    timeoutMs: webhookTimeoutMs(options.timeout),
  }
}
