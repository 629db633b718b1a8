/** One SMTP account: where to connect and the sender it writes as. */
export type SmtpConfig = {
  host: string
  port: number
  /** TLS from the first byte (port 465); otherwise STARTTLS when the server offers it. */
  secure?: boolean
  user?: string
  pass?: string
  /** Sender, e.g. `Bot <bot@example.com>`. */
  from: string
}

const isTrue = (value: string | undefined) => value !== undefined && ['true', '1', 'yes'].includes(value.trim().toLowerCase())

function toPort(value: string | undefined, secure: boolean, name: string): number {
  if (!value) return secure ? 465 : 587
  const port = Number(value)
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number, got "${value}"`)
  return port
}

/**
 * The server's own SMTP account from SMTP_HOST, SMTP_PORT (465 when SMTP_SECURE, else 587),
 * SMTP_SECURE, SMTP_USER, SMTP_PASSWORD and SMTP_FROM (default: SMTP_USER); undefined without
 * SMTP_HOST. Throws when the settings are unusable, so a bad configuration shows at start-up.
 */
export function smtpConfigFromEnv(env: NodeJS.ProcessEnv): SmtpConfig | undefined {
  const host = env.SMTP_HOST?.trim()
  if (!host) return undefined
  const secure = env.SMTP_SECURE === undefined ? env.SMTP_PORT?.trim() === '465' : isTrue(env.SMTP_SECURE)
  const from = env.SMTP_FROM?.trim() || env.SMTP_USER?.trim()
  if (!from) throw new Error('SMTP_FROM (or SMTP_USER) is required when SMTP_HOST is set')
  return { host, port: toPort(env.SMTP_PORT?.trim(), secure, 'SMTP_PORT'), secure, user: env.SMTP_USER || undefined, pass: env.SMTP_PASSWORD || undefined, from }
}

/**
 * SMTP credentials stored for a workspace: `host`, `port`, `secure` (or `isTlsEnabled`), `user` (or
 * `username`), `pass` (or `password`), and `from`, or `fromEmail` with an optional `fromName`.
 * Null when the host or sender is missing or the port is not a number.
 */
export function smtpConfigFromCredentials(data: Record<string, string>): SmtpConfig | null {
  const host = data.host?.trim()
  const secure = isTrue(data.secure ?? data.isTlsEnabled)
  const user = data.user ?? data.username
  const fromEmail = data.fromEmail?.trim()
  const from = data.from?.trim() || (fromEmail && (data.fromName?.trim() ? `${data.fromName.trim()} <${fromEmail}>` : fromEmail)) || user
  if (!host || !from) return null
  try {
    return { host, port: toPort(data.port?.trim(), secure, 'port'), secure, user, pass: data.pass ?? data.password, from }
  } catch {
    return null
  }
}
