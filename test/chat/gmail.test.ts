import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fakeGoogleAccount, startFakeGoogle } from '../support/fakeGoogle'
import { chatThroughBlock, storeCredentials } from '../support/serviceBlockChat'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let google: Awaited<ReturnType<typeof startFakeGoogle>>
beforeAll(async () => {
  google = await startFakeGoogle()
  // The fake listens on loopback: the operator's allowlist lets bots reach it.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await google.close()
})

const gmailAccount = (account: Partial<typeof fakeGoogleAccount> = {}) =>
  storeCredentials(server, 'gmail', { ...fakeGoogleAccount, ...account, tokenUrl: `${google.baseUrl}/token`, baseUrl: google.baseUrl })

const gmailBlock = (options: Record<string, unknown>) => ({ id: 'gm', type: 'gmail', options: { action: 'Send email', ...options } })

describe('the Gmail block', () => {
  it('trades the refresh token for an access token and sends the templated email from the account, its thread id saved', async () => {
    const credentialsId = await gmailAccount()
    const { said, logs } = await chatThroughBlock(
      server,
      gmailBlock({ credentialsId, to: '{{Email}}', subject: 'Hello {{Email}}', body: 'Thanks for writing, {{Email}}.', replyTo: 'help@example.com', responseMapping: [{ item: 'Thread ID', variableId: 'vr' }] }),
    )
    expect(said).toContain('After thread-')
    expect(logs).toContain('Gmail: email sent')
    const token = google.requests.find((request) => request.path === '/token')!
    expect(token.body).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1', client_id: fakeGoogleAccount.clientId, client_secret: 'client-secret' })
    const email = google.sent.at(-1)!.raw
    expect(email).toContain('From: Ada Lovelace <ada@gmail.test>')
    expect(email).toContain('To: ada@example.com')
    expect(email).toContain('Subject: Hello ada@example.com')
    expect(email).toContain('Reply-To: help@example.com')
    expect(email).toContain('Thanks for writing, ada@example.com.')
  })

  it('replies within a thread from the given sender, attaches the variable’s file and labels the message', async () => {
    const credentialsId = await gmailAccount()
    const bot = gmailBlock({
      credentialsId,
      to: 'team@example.com',
      subject: 'Report',
      body: 'Attached.',
      from: 'Support',
      threadId: 'thread-42',
      label: 'Label_7',
      attachments: 've',
      responseMapping: [{ variableId: 'vr' }],
    })
    const { said, logs } = await chatThroughBlock(server, bot, `${google.baseUrl}/files/report.txt`)
    expect(said).toMatch(/After msg-\d+/)
    expect(logs).not.toContain('label could not be applied')
    const message = google.sent.at(-1)!
    expect(message.threadId).toBe('thread-42')
    expect(message.raw).toContain('From: Support <ada@gmail.test>')
    expect(message.raw).toContain('filename=report.txt')
    expect(message.raw).toContain(Buffer.from('quarterly numbers').toString('base64'))
    expect(google.requests.at(-1)).toMatchObject({ path: expect.stringMatching(/\/modify$/), body: { addLabelIds: ['Label_7'] } })
  })

  it('logs the token endpoint’s error answer on the result and the chat goes on without sending', async () => {
    const credentialsId = await gmailAccount({ refreshToken: 'revoked' })
    const before = google.sent.length
    const { said, logs } = await chatThroughBlock(server, gmailBlock({ credentialsId, to: '{{Email}}', subject: 'Hi', responseMapping: [{ variableId: 'vr' }] }))
    expect(said).toContain('After ')
    expect(logs).toContain('Gmail: the email could not be sent')
    expect(logs).toContain('invalid_grant')
    expect(google.sent.length).toBe(before)
  })

  it('logs a label Gmail refuses, the email being sent', async () => {
    const credentialsId = await gmailAccount()
    const { logs } = await chatThroughBlock(server, gmailBlock({ credentialsId, to: '{{Email}}', subject: 'Hi', from: 'x@example.com', label: 'INBOX-typo' }))
    expect(logs).toContain('Gmail: email sent')
    expect(logs).toContain('Gmail: the label could not be applied')
    expect(logs).toContain('Invalid label')
  })

  it('logs missing credentials on the result and calls nothing; the chat goes on', async () => {
    const before = google.requests.length
    const { said, logs } = await chatThroughBlock(server, gmailBlock({ to: '{{Email}}', subject: 'Hi' }))
    expect(said).toContain('After ')
    expect(logs).toContain('Gmail block has no usable credentials')
    expect(google.requests.length).toBe(before)
  })
})
