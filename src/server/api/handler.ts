import { OpenAPIHandler } from '@orpc/openapi/fetch'
import { ORPCError, ValidationError } from '@orpc/server'
import { BodyLimitPlugin } from '@orpc/server/fetch'
import { ResponseHeadersPlugin } from '@orpc/server/plugins'
import { errorCodes, type ErrorBody } from '../../shared/errors'
import { logInternalError } from '../http/notFound'
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../db/database'
import { notFound } from './errors'
import { QueryCoercionPlugin } from './queryCoercionPlugin'
import { router } from './router'
import { nulCharacterFields } from './nulCharacters'
import { fieldsFromIssues, validationError } from './validation'

/** The spec's error body, with `data` always present (oRPC leaves it out when empty). */
export const toErrorBody = (error: ORPCError<string, unknown>): ErrorBody => ({
  defined: error.defined,
  code: error.code,
  status: error.status,
  message: error.message,
  data: error.data ?? null,
})

type ClientInterceptor = (options: { input: unknown; next: () => Promise<unknown> }) => Promise<unknown>

/**
 * Around every procedure call, whichever way the request came in (the OpenAPI handler, or the chat
 * turn lane): no route sees a NUL character (PostgreSQL cannot store one, see nulCharacters.ts),
 * and failed validation names its fields.
 */
export const apiClientInterceptors: ClientInterceptor[] = [
  async ({ input, next }) => {
    const fields = nulCharacterFields(input)
    if (fields.length > 0) throw validationError(fields)
    return next()
  },
  async ({ next }) => {
    try {
      return await next()
    } catch (error) {
      if (error instanceof ORPCError && error.code === 'BAD_REQUEST' && error.cause instanceof ValidationError) {
        throw validationError(fieldsFromIssues(error.cause.issues, error.cause.data))
      }
      throw error
    }
  },
]

/**
 * What a failed call tells the caller: its own errors as they are; a row deleted meanwhile by
 * another request (a workspace deleted while a member is added) as the 404 it is; any other
 * failure of ours logged, the caller getting only an id to quote, never our SQL or stack.
 */
export function publicError(error: unknown): unknown {
  // A body that is not JSON is the caller's mistake (answered 400), not ours to log.
  if (error instanceof SyntaxError || (error instanceof ORPCError && error.status < 500)) return error
  if (sqlStateOf(error) === FOREIGN_KEY_VIOLATION) return notFound('What this request refers to')
  const requestId = logInternalError('[api] request failed', error)
  return new ORPCError('INTERNAL_SERVER_ERROR', { message: errorCodes.INTERNAL_SERVER_ERROR.message, data: { requestId } })
}

/** Serves the contract as REST at the spec's paths, with validated input and the spec's error body. */
export function createApiHandler(options: { maxBodySize: number }) {
  return new OpenAPIHandler(router, {
    plugins: [
      // Query strings and paths are text: coerce `limit=5` and `migrateToLatestVersion=true` by the route's schema.
      new QueryCoercionPlugin(),
      new BodyLimitPlugin({ maxBodySize: options.maxBodySize }),
      // Lets the session routes set their cookie.
      new ResponseHeadersPlugin(),
    ],
    customErrorResponseBodyEncoder: toErrorBody,
    // A copy: plugins add their own interceptors to the list they are given.
    clientInterceptors: [...apiClientInterceptors],
    interceptors: [
      async ({ next }) => {
        try {
          return await next()
        } catch (error) {
          throw publicError(error)
        }
      },
    ],
  })
}
