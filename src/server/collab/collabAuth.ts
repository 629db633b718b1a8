import type { IncomingMessage } from 'node:http'
import { and, eq } from 'drizzle-orm'
import type { ErrorBody } from '../../shared/errors'
import type { MemberRole } from '../../shared/workspace'
import { authenticate, bearerTokenOf } from '../auth/authenticate'
import { roleAllows } from '../auth/roles'
import { isFromOwnPages, sessionTokenOf } from '../auth/sessionCookie'
import type { Database } from '../db/database'
import { bots, members, users } from '../db/schema'

export type CollabAccess = { user: { id: string; name: string }; canWrite: boolean }
/** A refused handshake: the HTTP status and the spec's error body. */
export type CollabRefusal = { status: number; body: ErrorBody }

const refusal = (status: number, code: string, message: string): CollabRefusal => ({ status, body: { defined: false, code, status, message, data: null } as ErrorBody })

/** The request's headers as a fetch `Headers` (what the shared auth helpers read). */
export const headersOf = (request: IncomingMessage) => {
  const headers = new Headers()
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value)
    else if (Array.isArray(value)) headers.set(name, value.join(', '))
  }
  return headers
}

/** Browsers cannot set headers on a WebSocket: an app on another origin sends its token as the subprotocols `bb-bearer, <token>`. */
export const protocolTokenOf = (headers: Headers) => {
  const [kind, token] = (headers.get('sec-websocket-protocol') ?? '').split(',').map((part) => part.trim())
  return kind === BEARER_PROTOCOL && token ? token : undefined
}
export const BEARER_PROTOCOL = 'bb-bearer'

/**
 * Who opens a bot's socket and what they may do: the same bearer token or (from the builder's own
 * pages only) session cookie as the REST API, and the same workspace roles. Not a member: 404, as
 * for the bot's REST routes. Guests connect and receive updates; their writes are refused.
 */
export async function authorizeCollab(
  db: Database,
  tokenKey: Buffer,
  request: IncomingMessage,
  botId: string,
  ownOrigin: string,
): Promise<CollabAccess | CollabRefusal> {
  const headers = headersOf(request)
  const bearer = bearerTokenOf(headers) ?? protocolTokenOf(headers)
  if (!bearer && headers.has('authorization')) return refusal(401, 'UNAUTHORIZED', 'The Authorization header must be "Bearer <token>"')
  const session = bearer ? undefined : sessionTokenOf(headers)
  const token = bearer ?? (session && isFromOwnPages(headers, ownOrigin) ? session : undefined)
  if (!token) return refusal(401, 'UNAUTHORIZED', 'Missing API token: send "Authorization: Bearer <token>"')
  const user = await authenticate(db, tokenKey, token)
  if (!user) return refusal(401, 'UNAUTHORIZED', bearer ? 'Invalid API token' : 'Your session has ended: sign in again')
  const access = await currentAccess(db, user.id, botId)
  if (!access) return refusal(404, 'NOT_FOUND', 'Bot not found')
  return { user: { id: user.id, name: access.name || user.email }, canWrite: access.canWrite }
}

/** What `userId` may do with the bot now (null: not a member of its workspace, or the bot is gone). */
export async function currentAccess(db: Database, userId: string, botId: string): Promise<{ name: string | null; canWrite: boolean } | null> {
  const [row] = await db
    .select({ role: members.role, name: users.name })
    .from(bots)
    .innerJoin(members, and(eq(members.workspaceId, bots.workspaceId), eq(members.userId, userId)))
    .innerJoin(users, eq(users.id, userId))
    .where(eq(bots.id, botId))
  return row ? { name: row.name, canWrite: roleAllows(row.role as MemberRole, 'write') } : null
}
