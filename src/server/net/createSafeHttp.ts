import type { Readable } from 'node:stream'
import type { HttpPort, HttpRequest, HttpResponse } from '../engine/ports'
import { createAddressPolicy } from './addressPolicy'
import { BlockedAddressError, HttpTimeoutError } from './errors'
import { sendRequest } from './sendRequest'
import { type Resolver, systemResolver, vetHost } from './vetHost'

export { BlockedAddressError, HttpTimeoutError, ResponseTooLargeError } from './errors'

export type SafeHttpOptions = {
  /** Host names (`*.example` for subdomains), addresses or CIDR ranges allowed although not public. */
  allowHosts?: string[]
  /** Largest accepted response body, after decompression (default 5 MB). */
  maxResponseBytes?: number
  /** Redirects followed before giving up (default 5). */
  maxRedirects?: number
  /** DNS resolution, replaceable in tests (default: the system resolver, every address). */
  resolve?: Resolver
}

/** Headers computed here, or that would let the caller speak past this module's rules. */
const CONTROLLED_HEADERS = new Set(['host', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'upgrade', 'te', 'trailer', 'accept-encoding'])
/** Credentials that must not follow a redirect to another origin (as browsers and curl do). */
const CREDENTIAL_HEADERS = new Set(['authorization', 'cookie', 'proxy-authorization'])
/** Headers describing a body, dropped when a redirect turns the request into a GET. */
const BODY_HEADERS = new Set(['content-type', 'content-encoding', 'content-language', 'content-location'])

const withoutHeaders = (headers: Record<string, string>, names: Set<string>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !names.has(name.toLowerCase())))

/** Parses a URL (relative to `base` for a redirect) and refuses schemes other than http(s). */
function parseTarget(text: string, base?: URL): URL {
  let url: URL
  try {
    url = new URL(text, base)
  } catch {
    throw new TypeError(`Invalid URL: ${text}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedAddressError(`Refused: only http and https URLs are allowed, not ${url.protocol}`, url.href)
  return url
}

/** Rejects with HttpTimeoutError when `work` is not done by `deadline`. */
function beforeDeadline<T>(work: Promise<T>, deadline: number, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HttpTimeoutError(timeoutMs)), Math.max(0, deadline - Date.now()))
    work.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}

/**
 * Outbound HTTP for blocks and sandboxed code. Before every connection (the first and each
 * redirect) the host is resolved and refused when any of its addresses is not public (private,
 * loopback, link-local, unique-local, CGNAT, multicast, metadata, IPv4 embedded in IPv6…) unless
 * `allowHosts` names it; the connection is then pinned to the vetted addresses. Redirects are
 * followed by hand: 301/302/303 become a GET without body, 307/308 keep method and body, and
 * credentials are dropped when the origin changes. `timeoutMs` bounds DNS, connections, redirects
 * and the whole body together.
 *
 * Throws BlockedAddressError (refused target or scheme), HttpTimeoutError, ResponseTooLargeError,
 * TypeError for an invalid URL, or the network error.
 */
export type SafeHttp = HttpPort & {
  /**
   * The same vetted exchange, but the final response's body is handed over as a stream (for
   * relaying a model's streamed answer); redirects are followed as usual.
   */
  stream: (request: HttpRequest) => Promise<{ status: number; headers: Record<string, string>; body: Readable }>
}

export function createSafeHttp(options: SafeHttpOptions = {}): SafeHttp {
  const policy = createAddressPolicy(options.allowHosts)
  const resolve = options.resolve ?? systemResolver
  const maxResponseBytes = options.maxResponseBytes ?? 5 * 1024 * 1024
  const maxRedirects = options.maxRedirects ?? 5

  /** One vetted exchange: every hop's host resolved and checked, the connection pinned to it. */
  const exchange = async (request: HttpRequest, read: 'text' | 'base64' | 'stream') => {
    const deadline = Date.now() + request.timeoutMs
    let url = parseTarget(request.url)
    let method = request.method.toUpperCase()
    if (method === 'CONNECT') throw new TypeError('CONNECT requests are not supported')
    let headers = withoutHeaders(request.headers, CONTROLLED_HEADERS)
    const sentBody = request.body !== undefined && request.bodyEncoding === 'base64' ? Buffer.from(request.body, 'base64') : request.body
    let body = method === 'GET' || method === 'HEAD' ? undefined : sentBody

    for (let redirects = 0; ; redirects += 1) {
      const addresses = await beforeDeadline(vetHost(url.hostname, policy, resolve, url.href), deadline, request.timeoutMs)
      const sentHeaders: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br', ...headers }
      if (body !== undefined) sentHeaders['content-length'] = String(Buffer.byteLength(body))
      const response = await sendRequest({ url, method, headers: sentHeaders, body, addresses, deadline, timeoutMs: request.timeoutMs, maxResponseBytes, read })
      const location = response.headers.location
      if (!location || ![301, 302, 303, 307, 308].includes(response.status)) return response
      response.stream?.destroy()
      if (redirects >= maxRedirects) throw new Error(`Too many redirects (more than ${maxRedirects})`)

      const next = parseTarget(location, url)
      if ([301, 302, 303].includes(response.status) && method !== 'HEAD') {
        method = 'GET'
        body = undefined
        headers = withoutHeaders(headers, BODY_HEADERS)
      }
      if (next.origin !== url.origin) headers = withoutHeaders(headers, CREDENTIAL_HEADERS)
      url = next
    }
  }

  return {
    async request(request: HttpRequest): Promise<HttpResponse> {
      const { status, headers, body } = await exchange(request, request.responseEncoding ?? 'text')
      return { status, headers, body, ...(request.responseEncoding === 'base64' && { bodyEncoding: 'base64' as const }) }
    },
    async stream(request: HttpRequest) {
      const { status, headers, stream } = await exchange(request, 'stream')
      return { status, headers, body: stream! }
    },
  }
}
