import { randomUUID } from 'node:crypto'
import type { Context } from 'hono'
import { errorCodes, type ErrorBody } from '../../shared/errors'

/** Unknown `/api` routes answer the spec's error body, never an HTML page. */
export const apiNotFound = (c: Context) => {
  const body: ErrorBody = {
    defined: false,
    code: 'NOT_FOUND',
    status: 404,
    message: `No route ${c.req.method} ${new URL(c.req.url).pathname}`,
    data: null,
  }
  return c.json(body, 404)
}

/** Logs a failure of ours with a new request id, which the answer then carries for the caller to quote. */
export function logInternalError(context: string, error: unknown): string {
  const requestId = randomUUID()
  console.error(`${context} (request ${requestId}):`, error)
  return requestId
}

/** A failure of ours: only "Internal server error" and the request id; the details are in the log. */
export const internalError = (c: Context, error: unknown) => {
  const body: ErrorBody = {
    defined: false,
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
    message: errorCodes.INTERNAL_SERVER_ERROR.message,
    data: { requestId: logInternalError('[http] unhandled error', error) },
  }
  return c.json(body, 500)
}
