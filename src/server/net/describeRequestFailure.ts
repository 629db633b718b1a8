import { BlockedAddressError, HttpTimeoutError, ResponseTooLargeError } from './errors'

/** Why an outbound request got no HTTP answer, in terms a bot owner can act on. */
export type RequestFailureReason =
  | 'hostNotFound'
  | 'connectionRefused'
  | 'connectionReset'
  | 'timeout'
  | 'tls'
  | 'blockedAddress'
  | 'invalidUrl'
  | 'tooManyRedirects'
  | 'responseTooLarge'
  | 'network'

export type RequestFailure = { reason: RequestFailureReason; message: string; host: string }

/** Node's codes for certificate and handshake failures (node:tls and OpenSSL). */
const TLS_CODES = new Set([
  'EPROTO',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
])

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' ? code : ''
}

const hostOf = (url: string): string => {
  try {
    return new URL(url).host
  } catch {
    return ''
  }
}

/**
 * Classifies what the safe HTTP client threw for a request to `url` (DNS, connection, TLS, timeout,
 * address rules…) into a reason and a sentence naming the host, so "Status 500" never stands for
 * "the host name has a typo".
 */
export function describeRequestFailure(error: unknown, url: string): RequestFailure {
  const host = hostOf(url)
  const code = codeOf(error)
  const text = error instanceof Error ? error.message : String(error)
  const failure = (reason: RequestFailureReason, message: string): RequestFailure => ({ reason, message, host })

  if (error instanceof BlockedAddressError) {
    return /only http and https/.test(text)
      ? failure('blockedAddress', 'Only http:// and https:// addresses can be called.')
      : failure('blockedAddress', `${hostOf(error.url) || host} is a private or local address, which bots are not allowed to call.`)
  }
  if (error instanceof HttpTimeoutError) return failure('timeout', `${host} did not answer within ${error.timeoutMs / 1000} seconds.`)
  if (error instanceof ResponseTooLargeError) return failure('responseTooLarge', `The answer from ${host} is larger than ${Math.round(error.maxBytes / 1024 / 1024)} MB.`)
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA' || /did not resolve to any address/.test(text)) {
    return failure('hostNotFound', `Could not find the host ${host}.`)
  }
  if (code === 'ECONNREFUSED') return failure('connectionRefused', `${host} refused the connection: nothing is listening at that address and port.`)
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'ECONNABORTED') return failure('connectionReset', `${host} closed the connection before answering.`)
  if (TLS_CODES.has(code) || /certificate|ssl|tls/i.test(text)) {
    return failure('tls', `Could not open a secure (HTTPS) connection to ${host}: ${text}.`)
  }
  if (/^Invalid URL/.test(text)) return failure('invalidUrl', `“${url}” is not a valid web address.`)
  if (/Too many redirects/.test(text)) return failure('tooManyRedirects', `${host} redirected too many times.`)
  return failure('network', `The request to ${host} failed: ${text}.`)
}
