import type { IncomingMessage, ServerResponse } from 'node:http'
import { toORPCError } from '@orpc/client'
import { createProcedureClient, ORPCError } from '@orpc/server'
import { apiClientInterceptors, publicError, toErrorBody } from '../api/handler'
import type { RequestContext } from '../api/context'
import { router } from '../api/router'
import { createLruMap } from '../chat/lruMap'
import { chooseEncoding, compressBody, MIN_BYTES } from './compressResponses'
import { API_ALLOWED_ORIGIN, clientAddress, publicOrigin, SECURITY_HEADERS, type ServiceDependencies } from './mountApi'

/** What oRPC answers to a body that is not JSON: the same words here. */
const MALFORMED = "Malformed request. Ensure the request body is properly formatted and the 'Content-Type' header is set correctly."

/** The same procedure the OpenAPI handler calls, with the same interceptors; the context comes with each call. */
const clientOf = (procedure: typeof router.chat.startChat | typeof router.chat.continueChat, path: string[]) =>
  createProcedureClient(procedure as typeof router.chat.startChat, {
    path,
    context: (context: RequestContext) => context,
    interceptors: apiClientInterceptors as never,
  })

/**
 * The two routes every visitor's turn goes through, with one path parameter each. An id needing
 * percent-decoding, a query string or a trailing slash is left to the general handler.
 */
const routes = [
  { pattern: /^\/api\/v1\/bots\/([\w-]{1,256})\/startChat$/, param: 'publicId', call: clientOf(router.chat.startChat, ['chat', 'startChat']) },
  { pattern: /^\/api\/v1\/sessions\/([\w-]{1,256})\/continueChat$/, param: 'sessionId', call: clientOf(router.chat.continueChat, ['chat', 'continueChat']) },
]

const isJson = (contentType: string | undefined) => !!contentType && /^application\/json\s*(;|$)/i.test(contentType)
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))

/**
 * A chat turn answered straight from Node's request and response, without the Web `Request`,
 * `Response` and streams the general path builds for every call (13 % of a process's time under
 * chat load, profiled). Everything a caller sees is the general path's: the same oRPC procedure with
 * its middlewares, input and output validation and interceptors; the same error body; the same
 * CORS, security and compression headers (test/http/chatTurnLane.test.ts compares them). What this
 * lane does not take (another content type, a chunked or oversized body, no Host) goes on to
 * `next` untouched, where it is answered as before.
 */
export function chatTurnLane({ db, config, services, chatOrigin, collab }: ServiceDependencies, { sessionCookies }: { sessionCookies: boolean }) {
  const originsOf = originsByHost((host) => {
    const origin = publicOrigin(`http://${host}`, config)
    return { origin, chatOrigin: chatOrigin(new URL(origin)) }
  })
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'POST' || !request.url || !request.headers.host || !isJson(request.headers['content-type'])) return false
    const length = Number(request.headers['content-length'])
    if (request.headers['transfer-encoding'] || !Number.isInteger(length) || length > config.maxBodySize) return false
    for (const route of routes) {
      const match = route.pattern.exec(request.url)
      if (!match) continue
      const context: Omit<RequestContext, 'headers' | 'signal'> = {
        db,
        config,
        services,
        clientIp: clientAddress(request.headers['x-forwarded-for'] as string | undefined, request.socket.remoteAddress, config),
        ...originsOf(request.headers.host),
        sessionCookies,
        collab,
      }
      void answer(request, response, async (body, headers, signal) => {
        const data = parseBody(body)
        const params = { [route.param]: match[1] }
        const input = data === undefined || !isPlainObject(data) ? params : { ...data, ...params }
        return route.call(input as never, { context: { ...context, headers, signal }, signal })
      })
      return true
    }
    return false
  }
}

/** Host values remembered at most: the header is the caller's to write, so the memory is bounded. */
const MAX_HOSTS = 64

/**
 * The builder's and the chat's origins for a Host value, worked out once per value: each costs
 * parsing a URL, twice per turn otherwise (2 % of a process's time under chat load, profiled).
 */
function originsByHost<T>(originsOf: (host: string) => T) {
  const known = createLruMap<string, T>(MAX_HOSTS)
  return (host: string) => {
    let origins = known.get(host)
    if (origins === undefined) known.set(host, (origins = originsOf(host)))
    return origins
  }
}

/** Empty is no body; anything else must be JSON (a leading byte-order mark is dropped, as `Request.text()` does). */
function parseBody(body: Buffer): unknown {
  const text = body.toString('utf8').replace(/^\uFEFF/, '')
  if (text === '') return undefined
  try {
    return JSON.parse(text)
  } catch (error) {
    throw new ORPCError('BAD_REQUEST', { message: MALFORMED, cause: error })
  }
}

/** The request's headers as the handlers read them (Web `Headers`). */
function headersOf(request: IncomingMessage): Headers {
  const headers = new Headers()
  for (let i = 0; i < request.rawHeaders.length; i += 2) headers.append(request.rawHeaders[i], request.rawHeaders[i + 1])
  return headers
}

/**
 * The request's body. Read from its events: an async iterator over the request (`for await`)
 * cost 2.5 % of a process's time under chat load (profiled), for bodies of one chunk.
 */
function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.once('end', () => resolve(Buffer.concat(chunks)))
    request.once('error', reject)
    // A caller gone before the end: no 'end' comes. ('close' follows every request: an error made
    // each time, its stack trace included, cost more than the iterator this replaces.)
    request.once('close', () => request.complete || reject(new Error('The request was closed before its body ended')))
  })
}

type Call = (body: Buffer, headers: Headers, signal: AbortSignal) => Promise<unknown>

async function answer(request: IncomingMessage, response: ServerResponse, call: Call) {
  // Work done only for this answer stops when the caller hangs up before it is sent.
  const hangUp = new AbortController()
  response.once('close', () => response.writableFinished || hangUp.abort())
  let status = 200
  let output: unknown
  try {
    output = await call(await bodyOf(request), headersOf(request), hangUp.signal)
  } catch (error) {
    if (hangUp.signal.aborted || request.errored) return void response.destroy()
    const orpcError = toORPCError(publicError(error))
    status = orpcError.status
    output = toErrorBody(orpcError)
  }
  let body: Buffer = Buffer.from(JSON.stringify(output))
  const headers: Record<string, string> = { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': API_ALLOWED_ORIGIN, ...SECURITY_HEADERS, Vary: 'Accept-Encoding' }
  const encoding = chooseEncoding(request.headers['accept-encoding'])
  if (encoding && body.length >= MIN_BYTES) {
    body = await compressBody(body, encoding)
    headers['Content-Encoding'] = encoding
  }
  headers['Content-Length'] = String(body.length)
  response.writeHead(status, headers).end(body)
}
