import { afterAll, beforeAll, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startLocalSmtp } from '../support/localSmtp'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let smtp: Awaited<ReturnType<typeof startLocalSmtp>>
beforeAll(async () => {
  smtp = await startLocalSmtp()
  server = await startTestServer({ env: { SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port), SMTP_SECURE: 'false', SMTP_FROM: 'Bot <bot@example.com>' } })
})
afterAll(async () => {
  await server.close()
  await smtp.close()
})

it("sends the Email block over the server's SMTP account, with the visitor's answers in the body", async () => {
  const bot = linearBot(
    [
      { id: 'ask', type: 'email input', options: { variableId: 've' } },
      { id: 'mail', type: 'Email', options: { credentialsId: 'default', recipients: ['{{Email}}'], subject: 'Thanks for writing, {{Email}}' } },
      textBlock('done', 'Check your inbox'),
    ],
    [{ id: 've', name: 'Email' }],
  )
  const { publicId } = await createAndPublish(server, bot)
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, 'Visitor@Example.com')
  expect(JSON.stringify(reply.body.messages)).toContain('Check your inbox')
  expect(smtp.received).toHaveLength(1)
  const [mail] = smtp.received
  expect(mail.from).toBe('bot@example.com')
  expect(mail.to).toEqual(['visitor@example.com'])
  expect(mail.raw).toContain('Subject: Thanks for writing, visitor@example.com')
  expect(mail.raw).toMatch(/Email: visitor@example\.com/)
})
