import { addLog, errorText } from '../../../walk/logs'
import type { Turn } from '../../../walk/turnContext'
import { encodeBody } from './body'
import type { WebhookRequest } from './request'

/** What a webhook answered, as the response mapping sees it (§2.4). */
export type WebhookResponse = { statusCode: number; data: unknown }

/** Parsed JSON when the text is JSON, else the text itself. */
export function parseResponseData(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

const secret = { isSecret: true }

/** The request as the log shows it (headers left out: they may hold credentials). */
const describe = (request: WebhookRequest, response: WebhookResponse) =>
  JSON.stringify({ request: { url: request.url, method: request.method }, response })

/** Turns a thrown port error into the response the spec gives the mapping (§2.4). */
function failedResponse(turn: Turn, request: WebhookRequest, error: unknown): WebhookResponse {
  const name = error instanceof Error ? error.name : ''
  const message = errorText(error)
  const response: WebhookResponse =
    name === 'BlockedAddressError'
      ? { statusCode: 400, data: { message } }
      : name === 'HttpTimeoutError'
        ? { statusCode: 408, data: { message: `Request timed out after ${request.timeoutMs / 1000} seconds` } }
        : { statusCode: 500, data: { name: name || 'Error', message } }
  addLog(turn, { status: 'error', description: 'Webhook failed', details: describe(request, response) }, secret)
  return response
}

/** Sends the request through the HttpPort once; throws what the port throws (no answer at all). */
export async function callWebhook(turn: Turn, request: WebhookRequest): Promise<WebhookResponse> {
  const headers = { ...request.headers }
  const body = request.body ? encodeBody(request.body, headers) : undefined
  const answer = await turn.ports.http.request({
    url: request.url,
    method: request.method,
    headers,
    ...(body === undefined ? {} : { body }),
    timeoutMs: request.timeoutMs,
  })
  return { statusCode: answer.status, data: parseResponseData(answer.body) }
}

/**
 * Sends the request through the HttpPort (public addresses only, §2.4). Every outcome becomes a
 * `{statusCode, data}`: refused address 400, timeout 408, network failure 500. 4xx/5xx answers
 * are logged as errors; the mapping still applies.
 */
export async function sendWebhook(turn: Turn, request: WebhookRequest): Promise<WebhookResponse> {
  let response: WebhookResponse
  try {
    response = await callWebhook(turn, request)
  } catch (error) {
    return failedResponse(turn, request, error)
  }
  const isError = response.statusCode >= 400
  addLog(
    turn,
    {
      status: isError ? 'error' : 'success',
      description: isError ? 'Webhook returned an error' : 'Webhook successfully executed',
      details: describe(request, response),
    },
    secret,
  )
  return response
}
