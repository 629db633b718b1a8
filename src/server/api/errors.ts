import { ORPCError } from '@orpc/server'

/** Errors thrown by handlers; the codes are declared on every route, so they go out with `defined: true`. */
export const notFound = (what: string) => new ORPCError('NOT_FOUND', { message: `${what} not found` })
export const forbidden = (message = 'Forbidden') => new ORPCError('FORBIDDEN', { message })
export const unauthorized = (message = 'Unauthorized') => new ORPCError('UNAUTHORIZED', { message })
export const conflict = (message: string, data?: unknown) => new ORPCError('CONFLICT', { message, data })

/** A 400 naming one field, shaped like input validation failures. */
export const badRequest = (path: string, message: string) =>
  new ORPCError('BAD_REQUEST', {
    message: `Invalid ${path}: ${message}`,
    data: { fields: [{ path, message }] },
  })
export const tooManyRequests = (message = 'Too many requests; try again in a minute') =>
  new ORPCError('TOO_MANY_REQUESTS', { message })
