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

export const internalError = (c: Context) => {
  const body: ErrorBody = {
    defined: false,
    code: 'INTERNAL_SERVER_ERROR',
    status: 500,
    message: errorCodes.INTERNAL_SERVER_ERROR.message,
    data: null,
  }
  return c.json(body, 500)
}
