import type { Turn } from '../../../walk/turnContext'
import { parseResponseData } from '../webhook/send'

/** A service's answers come quickly or not at all; the visitor is waiting for the turn. */
export const serviceTimeoutMs = 10_000

/** An answer of 400 or more: its status and body, for the log. */
export class ServiceError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`HTTP ${status}`)
    this.name = 'ServiceError'
  }
}

type ServiceCall = {
  url: string
  method?: string
  headers?: Record<string, string>
  /** Sent as JSON. */
  json?: unknown
  /** Sent as an HTML form (an OAuth token request). */
  form?: Record<string, string>
}

/**
 * One call to a service through the engine's HTTP port (public addresses only, unless allowed):
 * resolves to the parsed answer, throws `ServiceError` for an answer of 400 or more, and the port's
 * own errors for a refused address or a timeout.
 */
export async function callService(turn: Turn, { url, method = 'GET', headers = {}, json, form }: ServiceCall): Promise<unknown> {
  const body = json !== undefined ? JSON.stringify(json) : form ? new URLSearchParams(form).toString() : undefined
  const contentType = json !== undefined ? 'application/json' : form ? 'application/x-www-form-urlencoded' : undefined
  const response = await turn.ports.http.request({
    url,
    method,
    headers: { accept: 'application/json', ...(contentType ? { 'content-type': contentType } : {}), ...headers },
    ...(body === undefined ? {} : { body }),
    timeoutMs: serviceTimeoutMs,
  })
  const data = parseResponseData(response.body)
  if (response.status >= 400) throw new ServiceError(response.status, data)
  return data
}

/** What a failed call says in the result's log: the service's own error body when it answered. */
export const failureDetails = (error: unknown): string =>
  error instanceof ServiceError
    ? `${error.message}: ${typeof error.data === 'string' ? error.data : JSON.stringify(error.data)}`.slice(0, 2000)
    : error instanceof Error
      ? error.message
      : String(error)

/** A base URL without its trailing slashes, so paths join cleanly. */
export const trimBaseUrl = (url: string): string => url.trim().replace(/\/+$/, '')

/** Key and value pairs as an object; a pair with an empty side is left out, as Typebot does. */
export function pairsToObject(pairs: readonly { key?: string; value?: string }[] | undefined): Record<string, string> {
  const object: Record<string, string> = {}
  for (const { key, value } of pairs ?? []) if (key && value) object[key] = value
  return object
}
