import { ORPCError } from '@orpc/client'

const statusOf = (error: unknown) => (error instanceof ORPCError ? error.status : undefined)

export const isUnauthorized = (error: unknown) => statusOf(error) === 401
export const isConflict = (error: unknown) => statusOf(error) === 409
/** fetch rejects with a TypeError when the service cannot be reached at all (STACK-NOTES 11). */
export const isNetworkError = (error: unknown) => error instanceof TypeError

/** What to tell the user about a failed call: the error body's `message` when the service sent one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ORPCError) return error.message
  if (isNetworkError(error)) return 'Cannot reach the service. Check that it is running and try again.'
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong.'
}
