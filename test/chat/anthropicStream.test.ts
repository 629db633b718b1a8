import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeAnthropic } from '../support/fakeAnthropic'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let anthropic: Awaited<ReturnType<typeof startFakeAnthropic>>
beforeAll(async () => {
  anthropic = await startFakeAnthropic('Bonjour from a streaming Claude')
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await anthropic.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
]

describe('an Anthropic completion on the public chat page', () => {
  it('streams through the streamMessage route as plain text, then continues with the full text', async () => {
    const credentials = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type: 'anthropic', name: 'Claude', data: { apiKey: 'sk-ant-s' } } })
    const bot = linearBot(
      [
        { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
        {
          id: 'model',
          type: 'anthropic',
          options: {
            action: 'Create chat completion',
            credentialsId: credentials.body.credentials.id,
            baseUrl: anthropic.baseUrl,
            model: 'claude-haiku',
            temperature: 0.2,
            messages: [
              { role: 'system', content: 'Be brief.' },
              { role: 'user', content: '{{Question}}' },
            ],
            responseMapping: [{ item: 'Message content', variableId: 'va' }],
          },
        },
        textBlock('say', '{{Answer}}'),
        textBlock('after', 'Anything else?'),
      ],
      variables,
    )
    const { botId, publicId } = await createAndPublish(server, bot)
    const chat = await startChat(server, publicId, { isStreamEnabled: true })
    const handOff = await continueChat(server, chat.body.sessionId, 'Say hello')
    const action = handOff.body.clientSideActions?.find((each: { type: string }) => each.type === 'streamOpenAiChatCompletion')
    expect(action).toMatchObject({ expectsDedicatedReply: true })

    const streamed = await fetch(`${server.chatBaseUrl}/api/v2/sessions/${chat.body.sessionId}/streamMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messages: action.streamOpenAiChatCompletion.messages }),
    })
    expect(streamed.status).toBe(200)
    expect(streamed.headers.get('content-type')).toContain('text/plain')
    const text = (await streamed.text()).trim()
    expect(text).toBe('Bonjour from a streaming Claude')
    expect(anthropic.requests.at(-1)).toMatchObject({
      apiKey: 'sk-ant-s',
      version: '2023-06-01',
      body: { model: 'claude-haiku', stream: true, system: 'Be brief.', temperature: 0.2, messages: [{ role: 'user', content: 'Say hello' }] },
    })

    const after = await continueChat(server, chat.body.sessionId, text)
    expect(JSON.stringify(after.body.messages)).toContain('Anything else?')
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Answer', value: 'Bonjour from a streaming Claude' }))
  })
})
