import { oc } from '@orpc/contract'
import { errorCodes } from '../errors'

const declare = <C extends keyof typeof errorCodes>(code: C) => ({
  status: errorCodes[code].status,
  message: errorCodes[code].message,
})

/** Errors every route can answer; declaring them makes oRPC send `defined: true`. */
export const base = oc.errors({
  BAD_REQUEST: declare('BAD_REQUEST'),
  UNAUTHORIZED: declare('UNAUTHORIZED'),
  FORBIDDEN: declare('FORBIDDEN'),
  NOT_FOUND: declare('NOT_FOUND'),
  PAYLOAD_TOO_LARGE: declare('PAYLOAD_TOO_LARGE'),
  INTERNAL_SERVER_ERROR: declare('INTERNAL_SERVER_ERROR'),
})

/** Routes that write a row others may have changed meanwhile. */
export const conflictable = base.errors({ CONFLICT: declare('CONFLICT') })

