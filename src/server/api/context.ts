import type { Database } from '../db/database'
import type { ServerServices } from '../services'
import type { ServerConfig } from '../config'
import type { CollabHub } from '../collab/collabHub'

/** What every request handler receives. */
export type RequestContext = {
  db: Database
  config: ServerConfig
  services: ServerServices
  headers: Headers
  /** The caller's address, for rate limits. */
  clientIp: string
  /** This service's public origin (PUBLIC_URL, else the request's), for URLs pointing back here. */
  origin: string
  /** The chat origin's address as this request's caller reaches it (CHAT_PUBLIC_URL, else this host on the chat port). */
  chatOrigin: string
  /** Whether this listener honours the admin app's session cookie (the builder's does, the chat origin's never). */
  sessionCookies: boolean
  /** Aborts when the caller hangs up: work done only for this answer can stop. */
  signal: AbortSignal
  /** Headers of the answer, for routes that set a cookie (oRPC's response-headers plugin). */
  resHeaders?: Headers
  /** Live editing in this process (absent on the chat origin): REST writes of a bot reach its open editors through it. */
  collab?: CollabHub
}

export type AuthenticatedUser = { id: string; email: string }
export type AuthedContext = RequestContext & { user: AuthenticatedUser }
