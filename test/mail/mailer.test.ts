import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createMailer, smtpConfigFromCredentials, smtpConfigFromEnv } from '../../src/server/mail/createMailer'
import { BlockedAddressError } from '../../src/server/net/errors'

type Received = { from: string; to: string[]; user?: string; raw: string }
const received: Received[] = []

/** A real SMTP server on a random local port that keeps every message it accepts. */
const server = new SMTPServer({
  authOptional: true,
  allowInsecureAuth: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onAuth(auth, _session, callback) {
    if (auth.username === 'bot' && auth.password === 'secret') callback(null, { user: auth.username })
    else callback(new Error('Invalid username or password'))
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk))
    stream.on('end', () => {
      const envelope = session.envelope
      received.push({
        from: envelope.mailFrom ? envelope.mailFrom.address : '',
        to: envelope.rcptTo.map((recipient) => recipient.address),
        user: session.user as string | undefined,
        raw: Buffer.concat(chunks).toString(),
      })
      callback()
    })
  },
})
let port = 0

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  received.length = 0
})

const message = {
  to: ['ada@example.com', 'bob@example.com'],
  cc: ['carol@example.com'],
  bcc: ['dave@example.com'],
  replyTo: 'help@example.com',
  subject: 'Your booking',
  html: '<p>Thanks <b>Ada</b></p>',
  attachments: [{ filename: 'ticket.txt', content: new TextEncoder().encode('seat 12A'), contentType: 'text/plain' }],
}

describe('the mailer', () => {
  it('delivers a message from the server account with its recipients, subject, HTML body and attachment', async () => {
    const mailer = createMailer({ smtp: { host: '127.0.0.1', port, from: 'Bot <bot@example.com>' } })
    expect(await mailer.send('default', message)).toEqual({ sent: true, from: 'Bot <bot@example.com>' })
    expect(received).toHaveLength(1)
    const [mail] = received
    expect(mail.from).toBe('bot@example.com')
    expect(mail.to).toEqual(['ada@example.com', 'bob@example.com', 'carol@example.com', 'dave@example.com'])
    expect(mail.raw).toMatch(/^From: Bot <bot@example\.com>$/m)
    expect(mail.raw).toMatch(/^To: ada@example\.com, bob@example\.com$/m)
    expect(mail.raw).toMatch(/^Cc: carol@example\.com$/m)
    expect(mail.raw).not.toMatch(/^Bcc:/m)
    expect(mail.raw).toMatch(/^Reply-To: help@example\.com$/m)
    expect(mail.raw).toMatch(/^Subject: Your booking$/m)
    expect(mail.raw).toMatch(/^Content-Type: text\/html/m)
    expect(mail.raw).toContain('<p>Thanks <b>Ada</b></p>')
    expect(mail.raw).toMatch(/filename=ticket\.txt/)
    expect(mail.raw).toContain(Buffer.from('seat 12A').toString('base64'))
  })

  it('answers sent false for an unknown credentials id, or without any account', async () => {
    const mailer = createMailer({ smtp: { host: '127.0.0.1', port, from: 'bot@example.com' }, credentials: async () => null })
    expect(await mailer.send('cred-unknown', message)).toEqual({ sent: false })
    expect(await createMailer({}).send('default', message)).toEqual({ sent: false })
    expect(await createMailer({}).send('cred-1', message)).toEqual({ sent: false })
    expect(received).toEqual([])
  })

  it('sends with stored credentials, logging in and writing as their sender', async () => {
    const stored = { host: 'mail.customer.test', port: String(port), username: 'bot', password: 'secret', fromEmail: 'hello@customer.test', fromName: 'Customer' }
    const mailer = createMailer({
      credentials: async (id) => (id === 'cred-1' ? stored : null),
      allowHosts: ['127.0.0.1'],
      resolve: async () => [{ address: '127.0.0.1', family: 4 }],
    })
    expect(await mailer.send('cred-1', { to: ['ada@example.com'], subject: 'Hi', text: 'plain' })).toEqual({ sent: true, from: 'Customer <hello@customer.test>' })
    expect(received).toMatchObject([{ from: 'hello@customer.test', to: ['ada@example.com'], user: 'bot' }])
  })

  it('refuses stored credentials whose host is a private or loopback address', async () => {
    const mailer = createMailer({ credentials: async () => ({ host: '127.0.0.1', port: String(port), from: 'x@example.com' }) })
    await expect(mailer.send('cred-1', message)).rejects.toBeInstanceOf(BlockedAddressError)
    expect(received).toEqual([])
  })

  it('throws when the SMTP server rejects the login', async () => {
    const mailer = createMailer({ smtp: { host: '127.0.0.1', port, user: 'bot', pass: 'wrong', from: 'bot@example.com' } })
    await expect(mailer.send('default', message)).rejects.toThrow(/Invalid username or password/)
  })
})

describe('SMTP settings', () => {
  it('read the server account from the environment', () => {
    expect(smtpConfigFromEnv({})).toBeUndefined()
    expect(smtpConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_USER: 'bot@example.com', SMTP_PASSWORD: 'p' })).toEqual({
      host: 'smtp.example.com',
      port: 587,
      secure: false,
      user: 'bot@example.com',
      pass: 'p',
      from: 'bot@example.com',
    })
    expect(smtpConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', SMTP_FROM: 'Bot <bot@example.com>' })).toMatchObject({ port: 465, secure: true })
    expect(() => smtpConfigFromEnv({ SMTP_HOST: 'smtp.example.com' })).toThrow(/SMTP_FROM/)
    expect(() => smtpConfigFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_FROM: 'a@b.c', SMTP_PORT: 'x' })).toThrow(/SMTP_PORT/)
  })

  it('read stored credentials, and refuse incomplete ones', () => {
    expect(smtpConfigFromCredentials({ host: 'smtp.example.com', isTlsEnabled: 'true', user: 'u', pass: 'p', from: 'Bot <b@example.com>' })).toEqual({
      host: 'smtp.example.com',
      port: 465,
      secure: true,
      user: 'u',
      pass: 'p',
      from: 'Bot <b@example.com>',
    })
    expect(smtpConfigFromCredentials({ host: 'smtp.example.com' })).toBeNull()
    expect(smtpConfigFromCredentials({ from: 'b@example.com' })).toBeNull()
  })
})
