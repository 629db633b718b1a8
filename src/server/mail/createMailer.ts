import { isIP } from 'node:net'
import type { Transporter } from 'nodemailer'
import type { MailMessage, MailPort } from '../engine/ports'
import { createAddressPolicy } from '../net/addressPolicy'
import { type Resolver, systemResolver, vetHost } from '../net/vetHost'
import { type SmtpConfig, smtpConfigFromCredentials } from './smtpConfig'

export { type SmtpConfig, smtpConfigFromCredentials, smtpConfigFromEnv } from './smtpConfig'

export type MailerConfig = {
  /** The server's account, used for the credentials id "default" (see smtpConfigFromEnv). */
  smtp?: SmtpConfig
  /** Stored SMTP credentials for other ids (fields: see smtpConfigFromCredentials); null when unknown. */
  credentials?: (credentialsId: string) => Promise<Record<string, string> | null>
  /** Non-public hosts that stored credentials may connect to (host names, addresses, CIDR ranges). */
  allowHosts?: string[]
  /** DNS resolution for stored credentials' hosts, replaceable in tests. */
  resolve?: Resolver
}

/** Bounds a send so that a silent server cannot hold a chat turn for nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** nodemailer, loaded on the first mail sent rather than with the server (a start's time goes on what every chat needs). */
const loadNodemailer = () => import('nodemailer').then((module) => module.default)

function transportOptions(account: SmtpConfig) {
  return { host: account.host, port: account.port, secure: account.secure ?? account.port === 465, auth: account.user ? { user: account.user, pass: account.pass ?? '' } : undefined, ...TIMEOUTS }
}

function toMail(from: string, message: Omit<MailMessage, 'from'>) {
  const attachments = message.attachments?.map(({ filename, content, contentType }) => ({
    filename,
    content: Buffer.from(content.buffer, content.byteOffset, content.byteLength),
    contentType,
  }))
  const { to, cc, bcc, replyTo, subject, html, text } = message
  return { from, to, cc, bcc, replyTo, subject, html, text, attachments }
}

/**
 * Sends the Email block's messages over SMTP with nodemailer. "default" is the server's account;
 * other ids are looked up in `credentials`. An unknown id, or no account at all, gives
 * `{sent: false}`; SMTP failures (refused connection, rejected recipients, timeouts) throw.
 *
 * Stored credentials are written by bot builders, so their host goes through the same address rules
 * as outbound HTTP (no private or loopback hosts unless allowed) and the connection is made to the
 * vetted address, with the host name kept for TLS.
 */
export function createMailer(config: MailerConfig): MailPort {
  const policy = createAddressPolicy(config.allowHosts)
  const resolve = config.resolve ?? systemResolver
  let defaultTransport: Promise<Transporter> | undefined

  return {
    async send(credentialsId, message) {
      if (credentialsId === 'default') {
        if (!config.smtp) return { sent: false }
        const smtp = config.smtp
        defaultTransport ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(transportOptions(smtp)))
        await (await defaultTransport).sendMail(toMail(smtp.from, message))
        return { sent: true, from: smtp.from }
      }
      const stored = await config.credentials?.(credentialsId)
      const account = stored ? smtpConfigFromCredentials(stored) : null
      if (!account) return { sent: false }
      const [target] = await vetHost(account.host, policy, resolve, `smtp://${account.host}:${account.port}`)
      const nodemailer = await loadNodemailer()
      const transport = nodemailer.createTransport({ ...transportOptions(account), host: target.address, servername: isIP(account.host) ? undefined : account.host })
      try {
        await transport.sendMail(toMail(account.from, message))
      } finally {
        transport.close()
      }
      return { sent: true, from: account.from }
    },
  }
}
