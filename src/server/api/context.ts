import type { Database } from '../db/database'
import type { ServerServices } from '../services'
import type { ServerConfig } from '../config'

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
}

export type AuthenticatedUser = { id: string; email: string }
export type AuthedContext = RequestContext & { user: AuthenticatedUser }
