import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, startChat } from '../support/chatHelpers'
import { fakeDifyChunks, startFakeDify } from '../support/fakeDify'
import { importExport, resultLogs, storeCredentials, typebotExport } from '../support/pluginBots'
import { textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let dify: Awaited<ReturnType<typeof startFakeDify>>
beforeAll(async () => {
  dify = await startFakeDify()
  // The fake listens on loopback: the operator's allowlist lets bots reach it.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await dify.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
  { id: 'vt', name: 'Tokens' },
  { id: 'vc', name: 'Conversation' },
]

/** The block as Typebot exports it: legacy mapping names, rows without ids. */
const difyBlock = (id: string, credentialsId: string) => ({
  id,
  type: 'dify-ai',
  options: {
    action: 'Create Chat Message',
    credentialsId,
    query: '{{Question}}',
    conversationVariableId: 'vc',
    inputs: [{ key: 'language', value: 'French' }, { key: 'empty', value: '{{Nothing}}' }],
    responseMapping: [
      { item: 'Answer', variableId: 'va' },
      { item: 'Total Tokens', variableId: 'vt' },
    ],
  },
})

/** Two questions to the same Dify conversation, each answer said. */
const twoQuestions = (credentialsId: string) =>
  typebotExport(
    [
      { id: 'ask1', type: 'text input', options: { variableId: 'vq' } },
      difyBlock('dify1', credentialsId),
      textBlock('say1', '{{Answer}} ({{Tokens}} tokens, {{Conversation}})'),
      { id: 'ask2', type: 'text input', options: { variableId: 'vq' } },
      difyBlock('dify2', credentialsId),
      textBlock('say2', 'Again: {{Answer}}'),
    ],
    variables,
  )

describe('the Dify block', () => {
  it('imports from Typebot, asks the app in streaming mode and keeps the conversation going', async () => {
    const credentialsId = await storeCredentials(server, 'dify-ai', { apiKey: 'app-key', baseUrl: `${dify.origin}/v1` })
    const { publicId, unsupportedBlocks, blocks } = await importExport(server, twoQuestions(credentialsId))
    expect(unsupportedBlocks).toEqual([])
    expect(blocks).toContainEqual(difyBlock('dify1', credentialsId))

    const chat = await startChat(server, publicId)
    const first = await continueChat(server, chat.body.sessionId, 'Hello?')
    expect(JSON.stringify(first.body.messages)).toContain('Bonjour from Dify (42 tokens, conv-1)')
    expect(dify.requests.at(-1)).toMatchObject({
      headers: { authorization: 'Bearer app-key' },
      json: { query: 'Hello?', inputs: { language: 'French' }, response_mode: 'streaming', user: chat.body.resultId },
    })
    expect(dify.requests.at(-1)?.json).not.toHaveProperty('conversation_id')

    const second = await continueChat(server, chat.body.sessionId, 'And then?')
    expect(JSON.stringify(second.body.messages)).toContain('Again: Bonjour from Dify')
    expect(dify.requests.at(-1)?.json).toMatchObject({ query: 'And then?', conversation_id: 'conv-1' })
  })

  it('logs Dify’s error answer on the result and the chat goes on', async () => {
    const credentialsId = await storeCredentials(server, 'dify-ai', { apiKey: 'app-key', baseUrl: dify.origin })
    const { botId, publicId } = await importExport(server, typebotExport([{ id: 'ask', type: 'text input', options: { variableId: 'vq' } }, difyBlock('dify', credentialsId), textBlock('after', 'Still here')], variables))
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'break')
    expect(JSON.stringify(reply.body.messages)).toContain('Still here')
    const logs = await resultLogs(server, botId, chat.body.resultId)
    expect(logs).toContain('Dify chat message failed')
    expect(logs).toContain('HTTP 400')
    expect(logs).toContain('The query is not accepted')
  })

  it('logs missing credentials and a rejected key, and the chat goes on', async () => {
    const wrongKey = await storeCredentials(server, 'dify-ai', { apiKey: 'not-the-key', baseUrl: dify.origin })
    for (const [credentialsId, said] of [['imported-from-elsewhere', 'Dify block has no usable credentials'], [wrongKey, 'HTTP 401']]) {
      const { botId, publicId } = await importExport(server, typebotExport([{ id: 'ask', type: 'text input', options: { variableId: 'vq' } }, difyBlock('dify', credentialsId), textBlock('after', 'Still here')], variables))
      const chat = await startChat(server, publicId)
      const reply = await continueChat(server, chat.body.sessionId, 'Hello?')
      expect(JSON.stringify(reply.body.messages)).toContain('Still here')
      expect(await resultLogs(server, botId, chat.body.resultId)).toContain(said)
    }
  })

  describe('Query Knowledge Base', () => {
    /** The action as Typebot exports it: the dataset's id, a templated query, the chunks saved to a variable. */
    const queryBlock = (credentialsId: string, datasetId = 'ds-1') => ({
      id: 'kb',
      type: 'dify-ai',
      options: { action: 'Query Knowledge Base', credentialsId, datasetId, query: 'When are you {{Question}}?', responseMapping: [{ item: 'Retrieved chunks', variableId: 'va' }] },
    })
    const askTheBase = async (credentialsId: string, question: string, datasetId?: string) => {
      const file = typebotExport([{ id: 'ask', type: 'text input', options: { variableId: 'vq' } }, queryBlock(credentialsId, datasetId), textBlock('say', 'Found: {{Answer}}')], variables)
      const { botId, publicId, unsupportedBlocks } = await importExport(server, file)
      expect(unsupportedBlocks).toEqual([])
      const chat = await startChat(server, publicId)
      const reply = await continueChat(server, chat.body.sessionId, question)
      return { said: JSON.stringify(reply.body.messages), logs: await resultLogs(server, botId, chat.body.resultId) }
    }

    it("retrieves the dataset's chunks for the templated query with the account's knowledge key and saves their texts as a list", async () => {
      const credentialsId = await storeCredentials(server, 'dify-ai', { apiKey: 'app-key', knowledgeApiKey: 'dataset-key', baseUrl: dify.origin })
      const { said, logs } = await askTheBase(credentialsId, 'open on holidays')
      // A list is shown as JSON; `said` is the messages' JSON, hence the escaped quotes.
      expect(said).toContain(`Found: ${JSON.stringify([fakeDifyChunks[0].content, fakeDifyChunks[1].content]).replace(/"/g, '\\"')}`)
      expect(said).not.toContain(fakeDifyChunks[2].content)
      expect(dify.requests.at(-1)).toMatchObject({ method: 'POST', url: '/v1/datasets/ds-1/retrieve', headers: { authorization: 'Bearer dataset-key' }, json: { query: 'When are you open on holidays?' } })
      expect(logs).not.toContain('"error"')
    })

    it('uses the app key when the account has no knowledge key (an account made for the knowledge base)', async () => {
      const credentialsId = await storeCredentials(server, 'dify-ai', { apiKey: 'dataset-key', baseUrl: `${dify.origin}/v1` })
      expect((await askTheBase(credentialsId, 'open')).said).toContain(fakeDifyChunks[0].content)
    })

    it('logs an unknown dataset, a missing dataset id and a rejected key, and the chat goes on', async () => {
      const credentialsId = await storeCredentials(server, 'dify-ai', { apiKey: 'app-key', knowledgeApiKey: 'dataset-key', baseUrl: dify.origin })
      const appKeyOnly = await storeCredentials(server, 'dify-ai', { apiKey: 'app-key', baseUrl: dify.origin })
      for (const [account, datasetId, logged] of [
        [credentialsId, 'ds-gone', 'Dataset not found.'],
        [credentialsId, ' ', 'Dify block has no knowledge base ID'],
        [appKeyOnly, 'ds-1', 'HTTP 401'],
      ]) {
        const { said, logs } = await askTheBase(account, 'open', datasetId)
        expect(said).toContain('Found: ')
        expect(logs).toContain(logged)
      }
    })
  })
})
