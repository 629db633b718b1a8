import type { Database } from '../db/database'
import { createCredentialsPort } from '../credentials/credentialsStore'
import type { EnginePorts } from '../engine/ports'
import type { ServerServices } from '../services'
import { createBotLoader } from './botSnapshots'
import { createFilesPort } from '../uploads/filesPort'
import type { PlanQuotas } from './quota'
import type { RateLimiter } from './rateLimiter'
import type { KeyedLock } from './sessionLock'
import type { SessionCache } from './sessions'
import type { LiveBotCache } from './liveBots'

/** What the chat routes share for the life of the server. */
export type ChatServices = {
  /** Ports that need no database nor a workspace: clock, randomness, ids, outbound HTTP, mail. */
  ports: Omit<EnginePorts, 'credentials' | 'bots' | 'sandbox' | 'files'>
  sessionLock: KeyedLock
  sessions: SessionCache
  liveBots: LiveBotCache
  limits: { perIp: RateLimiter; perSession: RateLimiter }
  quotas: PlanQuotas
  /** Live sessions expire this long after their last turn; undefined = never. */
  sessionExpiryMs?: number
  /** Longest a turn may run before it is dropped with a 500. */
  turnBudgetMs: number
}

/**
 * The engine's ports for one chat: the shared ones plus those bound to the database and to the
 * bot's workspace (its credentials, its bots, its SMTP accounts, its share of the sandbox, whose
 * runs stop when `signal` aborts: the visitor left or the turn ran out of time), and the files it
 * makes, served from `origin` when the service stores them itself.
 */
export function enginePortsFor(
  db: Database,
  services: ServerServices,
  { workspaceId, origin, signal }: { workspaceId: string; origin: string; signal?: AbortSignal },
): EnginePorts {
  const credentials = createCredentialsPort(db, services.keys.credentials)
  // Made on the first mail sent through the workspace's own SMTP account: most turns send none.
  let customMail: ChatServices['ports']['mail'] | undefined
  return {
    ...services.chat.ports,
    mail: {
      send: (id, message) =>
        id === 'default' ? services.chat.ports.mail.send(id, message) : (customMail ??= services.mailerFor((credentialsId) => credentials.get(workspaceId, credentialsId))).send(id, message),
    },
    credentials,
    bots: createBotLoader(db),
    sandbox: services.sandbox.forOwner(workspaceId, signal),
    files: createFilesPort(db, services, origin),
  }
}

/** Hosts whose file URLs count as uploads even without a top-level domain (§5 file rule). */
export const trustedFileHostsFor = (services: ServerServices, origin: string) =>
  [new URL(origin).host, services.storage.fileHost].filter((host): host is string => Boolean(host))
