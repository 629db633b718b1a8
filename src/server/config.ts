import { resolve } from 'node:path'
import { planQuotasFromEnv, type PlanQuotas } from './chat/quota'
import { type SmtpConfig, smtpConfigFromEnv } from './mail/smtpConfig'
import { httpAllowlistFromEnv } from './net/addressPolicy'
import { type StripeSettings, stripeSettingsFromEnv } from './payments/stripeApi'
import { defaultGoogleApis } from './engine/blocks/integrations/googleSheets/googleApis'
import type { GoogleApisConfig } from './engine/ports'
import { type S3Settings, s3SettingsFromEnv } from './uploads/s3Storage'

export type ServerConfig = {
  host: string
  port: number
  dataDir: string
  databaseUrl?: string
  /** REDIS_URL: rate limits shared by every process of a deployment; absent = counted in this process. */
  redisUrl?: string
  adminToken?: string
  /** SHUTDOWN_GRACE_MS: on SIGTERM, how long requests in flight may take to finish before their connections are cut. */
  shutdownGraceMs: number
  /** Largest accepted request body, in bytes. */
  maxBodySize: number
  /** Non-public hosts (names, addresses, CIDR ranges) bots may reach over HTTP and SMTP. */
  httpAllowlist: string[]
  /** The public origin when behind a proxy (PUBLIC_URL); else each request's own. */
  publicUrl?: string
  /** The chat origin's own port: visitors' pages, the embed and owners' code live there, never on the builder's. */
  chatPort: number
  /** The chat origin's public address behind a proxy (CHAT_PUBLIC_URL); else this host on `chatPort`. */
  chatPublicUrl?: string
  /** Read the caller's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  /** SERVER_SECRET; absent = a random secret kept in DATA_DIR. */
  serverSecret?: string
  /** The server's SMTP account for Email blocks ("default" credentials). */
  smtp?: SmtpConfig
  /** An S3-compatible bucket for uploads; absent = the service stores files itself. */
  s3?: S3Settings
  /** Chats per month by plan; absent plans are unlimited. */
  planQuotas: PlanQuotas
  /** Stripe's API and Stripe.js addresses, for the Payment input. */
  stripe: StripeSettings
  /** Google Sheets API and OAuth token addresses (GOOGLE_SHEETS_API_URL, GOOGLE_OAUTH_TOKEN_URL). */
  googleApis: GoogleApisConfig
  chat: {
    /** Requests per minute on the public chat routes, per caller address and per session. */
    rateLimitPerIp: number
    rateLimitPerSession: number
    /** Live sessions expire this long after their last turn; undefined = never. */
    sessionExpiryMs?: number
    /** A turn running longer is stopped and answered 500 (above the OpenAI block's 120 s limit). */
    turnBudgetMs: number
    /** Worker threads running owners' code at once; absent = sized from the machine. */
    sandboxWorkers?: number
    /** How often this process looks for chats whose timeout or idle deadline passed; 0 = never (issue 14). */
    schedulerIntervalMs: number
  }
  uploads: {
    /** Largest file a visitor may upload, in bytes. */
    maxFileSize: number
    /** `post`: a signed form (the spec's first mode); `put`: a signed URL (the second). */
    mode: 'post' | 'put'
  }
}

const positive = (value: string | undefined, fallback: number, name: string) => {
  if (value === undefined || value === '') return fallback
  const number = Number(value)
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a positive number, got "${value}"`)
  return number
}

const toPort = (value: string | undefined, fallback: number, name = 'PORT') => {
  const port = Number(value || fallback)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`)
  return port
}

/** CHAT_PORT, else the port after PORT (0, a free port, stays 0). */
const chatPortOf = (env: NodeJS.ProcessEnv) => {
  if (env.CHAT_PORT) return toPort(env.CHAT_PORT, 0, 'CHAT_PORT')
  const port = toPort(env.PORT, 3000)
  return port === 0 ? 0 : port + 1
}

/** Reads the server's settings from the environment, with the documented defaults. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    host: env.HOST || '127.0.0.1',
    port: toPort(env.PORT, 3000),
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    shutdownGraceMs: positive(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    adminToken: env.ADMIN_TOKEN || undefined,
    maxBodySize: positive(env.MAX_BODY_SIZE, 5 * 1024 * 1024, 'MAX_BODY_SIZE'),
    httpAllowlist: httpAllowlistFromEnv(env),
    publicUrl: env.PUBLIC_URL?.replace(/\/$/, '') || undefined,
    chatPort: chatPortOf(env),
    chatPublicUrl: env.CHAT_PUBLIC_URL?.replace(/\/$/, '') || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    serverSecret: env.SERVER_SECRET || undefined,
    smtp: smtpConfigFromEnv(env),
    s3: s3SettingsFromEnv(env),
    planQuotas: planQuotasFromEnv(env.PLAN_QUOTAS),
    stripe: stripeSettingsFromEnv(env),
    googleApis: {
      sheetsUrl: env.GOOGLE_SHEETS_API_URL || defaultGoogleApis.sheetsUrl,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL || defaultGoogleApis.tokenUrl,
    },
    chat: {
      rateLimitPerIp: positive(env.CHAT_RATE_LIMIT_PER_IP, 1200, 'CHAT_RATE_LIMIT_PER_IP'),
      rateLimitPerSession: positive(env.CHAT_RATE_LIMIT_PER_SESSION, 120, 'CHAT_RATE_LIMIT_PER_SESSION'),
      sessionExpiryMs: env.CHAT_SESSION_EXPIRY_MS ? positive(env.CHAT_SESSION_EXPIRY_MS, 0, 'CHAT_SESSION_EXPIRY_MS') : undefined,
      turnBudgetMs: positive(env.CHAT_TURN_BUDGET_MS, 150_000, 'CHAT_TURN_BUDGET_MS'),
      sandboxWorkers: env.SANDBOX_WORKERS ? positive(env.SANDBOX_WORKERS, 0, 'SANDBOX_WORKERS') : undefined,
      schedulerIntervalMs: env.CHAT_SCHEDULER_INTERVAL_MS === '0' ? 0 : positive(env.CHAT_SCHEDULER_INTERVAL_MS, 1000, 'CHAT_SCHEDULER_INTERVAL_MS'),
    },
    uploads: {
      maxFileSize: positive(env.MAX_UPLOAD_SIZE, 10 * 1024 * 1024, 'MAX_UPLOAD_SIZE'),
      mode: env.UPLOAD_MODE === 'put' ? 'put' : 'post',
    },
  }
}
