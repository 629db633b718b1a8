import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, startChat } from '../support/chatHelpers'
import { startFakeChatNode } from '../support/fakeChatNode'
import { importExport, resultLogs, storeCredentials, typebotExport } from '../support/pluginBots'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let chatNode: Awaited<ReturnType<typeof startFakeChatNode>>
beforeAll(async () => {
  chatNode = await startFakeChatNode()
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await chatNode.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
  { id: 'vth', name: 'Thread' },
]

/** The block as Typebot exports it; the thread id is the variable the first answer fills. */
const chatNodeBlock = (id: string, credentialsId: string, botId = 'bot-7') => ({
  id,
  type: 'chat-node',
  options: {
    action: 'Send Message',
    credentialsId,
    botId,
    threadId: '{{Thread}}',
    message: 'Visitor says: {{Question}}',
    responseMapping: [{ item: 'Message', variableId: 'va' }, { item: 'Thread ID', variableId: 'vth' }],
  },
})

const askTwice = (credentialsId: string, botId?: string) =>
  typebotExport(
    [
      { id: 'ask1', type: 'text input', options: { variableId: 'vq' } },
      chatNodeBlock('cn1', credentialsId, botId),
      textBlock('say1', '{{Answer}} [{{Thread}}]'),
      { id: 'ask2', type: 'text input', options: { variableId: 'vq' } },
      chatNodeBlock('cn2', credentialsId, botId),
      textBlock('say2', 'Then: {{Answer}}'),
    ],
    variables,
  )

describe('the ChatNode block', () => {
  it('imports from Typebot, sends the message to the bot and goes on in the thread it answered in', async () => {
    const credentialsId = await storeCredentials(server, 'chat-node', { apiKey: 'cn-key', baseUrl: `${chatNode.origin}/v1` })
    const { publicId, unsupportedBlocks } = await importExport(server, askTwice(credentialsId))
    expect(unsupportedBlocks).toEqual([])
    const chat = await startChat(server, publicId)
    const first = await continueChat(server, chat.body.sessionId, 'Hi')
    expect(JSON.stringify(first.body.messages)).toContain('ChatNode heard: Visitor says: Hi [thread-1]')
    // A thread id left empty starts a new thread: none is sent.
    expect(chatNode.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/bot-7', headers: { authorization: 'Bearer cn-key' }, json: { message: 'Visitor says: Hi' } })
    expect(chatNode.requests.at(-1)?.json).not.toHaveProperty('chat_session_id')
    const second = await continueChat(server, chat.body.sessionId, 'More')
    expect(JSON.stringify(second.body.messages)).toContain('Then: ChatNode heard: Visitor says: More')
    expect(chatNode.requests.at(-1)?.json).toEqual({ message: 'Visitor says: More', chat_session_id: 'thread-1' })
  })

  it('logs an error answer (an unknown bot) and missing credentials on the result, and the chat goes on', async () => {
    const credentialsId = await storeCredentials(server, 'chat-node', { apiKey: 'cn-key', baseUrl: `${chatNode.origin}/v1` })
    for (const [bot, said] of [[askTwice(credentialsId, 'no-such-bot'), ['HTTP 404', 'Bot not found']], [askTwice('missing-id'), ['ChatNode block has no usable credentials']]] as const) {
      const { botId, publicId } = await importExport(server, bot)
      const chat = await startChat(server, publicId)
      const reply = await continueChat(server, chat.body.sessionId, 'Hi')
      expect(reply.body.input?.id).toBe('ask2')
      const logs = await resultLogs(server, botId, chat.body.resultId)
      for (const words of said) expect(logs).toContain(words)
    }
  })
})
