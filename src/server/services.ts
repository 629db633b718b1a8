import { randomBytes } from 'node:crypto'
import type { Redis } from 'ioredis'
import { join } from 'node:path'
import { createId } from '../shared/ids'
import { type BillingProvider, localBillingProvider } from './billing/billingProvider'
import type { ChatServices } from './chat/chatServices'
import { createRateLimiter, type RateLimiter } from './chat/rateLimiter'
import { createRedisRateLimiter } from './chat/redisRateLimiter'
import { createKeyedLock } from './chat/sessionLock'
import { createSessionCache } from './chat/sessions'
import { createLiveBotCache } from './chat/liveBots'
import type { ServerConfig } from './config'
import { connectRedis } from './redis/redisClient'
import { createMailer, type MailerConfig } from './mail/createMailer'
import { createSafeHttp, type SafeHttp } from './net/createSafeHttp'
import { createStripePayments } from './payments/stripeApi'
import { createSandbox, type Sandbox } from './sandbox/createSandbox'
import { deriveKey, loadServerSecret } from './secrets/serverSecret'
import { createLocalStorage } from './uploads/localStorage'
import type { ObjectStorage } from './uploads/objectStorage'
import { createS3Storage } from './uploads/s3Storage'

/** Long-lived collaborators of the request handlers, built once at start (tests build their own). */
export type ServerServices = {
  /** Purpose-bound keys derived from the server secret. */
  keys: { credentials: Buffer; uploads: Buffer; tokens: Buffer }
  billing: BillingProvider
  /** Outbound HTTP with the address rules; `stream` relays model answers. */
  http: SafeHttp
  chat: ChatServices
  /** Owners' code: shared fairly between workspaces (`forOwner`). */
  sandbox: Sandbox
  /** Builds the mail port of one workspace: stored SMTP credentials stay inside their workspace. */
  mailerFor: (lookup: MailerConfig['credentials']) => ChatServices['ports']['mail']
  storage: ObjectStorage
  /** Where the local object store keeps files. */
  uploadsDir: string
  /** The deployment's shared Redis (REDIS_URL), if any. */
  redis?: Redis
  /** Background work to stop (and wait for) before the rest closes: the session scheduler. */
  onClose: (stop: () => Promise<void>) => void
  close: () => Promise<void>
}

type ServiceOverrides = {
  secret?: Buffer
  storage?: ObjectStorage
  ports?: Partial<ChatServices['ports']>
  quotas?: ChatServices['quotas']
}

/** Builds the services for a configuration; tests override the secret, storage or ports. */
export function createServices(config: ServerConfig, overrides: ServiceOverrides = {}): ServerServices {
  const secret = overrides.secret ?? loadServerSecret(config.dataDir, config.serverSecret)
  const keys = { credentials: deriveKey(secret, 'credentials'), uploads: deriveKey(secret, 'uploads'), tokens: deriveKey(secret, 'tokens') }
  const safeHttp = createSafeHttp({ allowHosts: config.httpAllowlist })
  const http = overrides.ports?.http ?? safeHttp
  const sandbox = createSandbox({ http, poolSize: config.chat.sandboxWorkers })
  const mailerFor = (lookup: MailerConfig['credentials']) =>
    createMailer({ smtp: config.smtp, credentials: lookup, allowHosts: config.httpAllowlist })
  const s3 = config.s3
  const uploadsDir = join(config.dataDir, 'uploads')
  const storage =
    overrides.storage ??
    (s3 ? createS3Storage(s3, config.uploads.mode) : createLocalStorage({ key: keys.uploads, mode: config.uploads.mode, directory: uploadsDir }))
  const minute = 60_000
  const redis = config.redisUrl ? connectRedis(config.redisUrl) : undefined
  const closers: (() => Promise<void>)[] = []
  const limiter = (name: string, limit: number): RateLimiter =>
    redis ? createRedisRateLimiter(redis, { name, limit, windowMs: minute }) : createRateLimiter({ limit, windowMs: minute })
  return {
    keys,
    billing: localBillingProvider,
    http: safeHttp,
    mailerFor,
    storage,
    sandbox,
    uploadsDir,
    chat: {
      ports: {
        now: () => new Date(),
        random: Math.random,
        createId,
        http,
        mail: mailerFor(async () => null),
        // The operator chose Stripe's address (a local stripe-mock may be private): that host is allowed.
        payments: createStripePayments(createSafeHttp({ allowHosts: [...config.httpAllowlist, new URL(config.stripe.apiUrl).hostname] }), config.stripe),
        googleApis: config.googleApis,
        ...overrides.ports,
      },
      sessionLock: createKeyedLock(),
      sessions: createSessionCache(),
      liveBots: createLiveBotCache(),
      limits: {
        perIp: limiter('ip', config.chat.rateLimitPerIp),
        perSession: limiter('session', config.chat.rateLimitPerSession),
      },
      quotas: overrides.quotas ?? config.planQuotas,
      sessionExpiryMs: config.chat.sessionExpiryMs,
      turnBudgetMs: config.chat.turnBudgetMs,
    },
    redis,
    onClose: (stop) => void closers.push(stop),
    close: async () => {
      await Promise.allSettled(closers.splice(0).map((stop) => stop()))
      await sandbox.close()
      redis?.disconnect()
    },
  }
}

/** A throwaway secret for processes that persist nothing encrypted (tests). */
export const ephemeralSecret = () => randomBytes(32)
