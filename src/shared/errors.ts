import { z } from 'zod'

/** The one error body every endpoint returns (interface-spec "Errors"). */
export const errorBodySchema = z.object({
  defined: z.boolean(),
  code: z.string(),
  status: z.number(),
  message: z.string(),
  data: z.unknown(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Codes with their HTTP status and default message. */
export const errorCodes = {
  BAD_REQUEST: { status: 400, message: 'Bad Request' },
  UNAUTHORIZED: { status: 401, message: 'Unauthorized' },
  FORBIDDEN: { status: 403, message: 'Forbidden' },
  NOT_FOUND: { status: 404, message: 'Not Found' },
  CONFLICT: { status: 409, message: 'Conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Payload Too Large' },
  TOO_MANY_REQUESTS: { status: 429, message: 'Too Many Requests' },
  INTERNAL_SERVER_ERROR: { status: 500, message: 'Internal Server Error' },
} as const
export type ErrorCode = keyof typeof errorCodes

/** One invalid field of a 400, as `data.fields[]` carries it. */
export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() })
export type FieldIssue = z.infer<typeof fieldIssueSchema>
