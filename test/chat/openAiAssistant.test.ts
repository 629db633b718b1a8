import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeOpenAi } from '../support/fakeOpenAi'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let openAi: Awaited<ReturnType<typeof startFakeOpenAi>>
beforeAll(async () => {
  openAi = await startFakeOpenAi('unused', { assistants: { answer: 'Your order ships today', functionCall: { name: 'order_status', arguments: { order: 'A-42' } } } })
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await openAi.close()
})

const variables = [
  { id: 'vq', name: 'Question' },
  { id: 'va', name: 'Answer' },
  { id: 'vt', name: 'Thread' },
  { id: 'vs', name: 'Status' },
]

/** A question, the assistant as Typebot exports it, its answer said; the group loops for a second question. */
async function assistantBot(options: Record<string, unknown>) {
  const credentials = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type: 'openai', name: 'OpenAI', data: { apiKey: 'key-a' } } })
  const bot = linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'vq' } },
      {
        id: 'assistant',
        type: 'openai',
        options: {
          action: 'Ask Assistant',
          credentialsId: credentials.body.credentials.id,
          baseUrl: openAi.baseUrl,
          assistantId: 'asst_1',
          threadVariableId: 'vt',
          message: '{{Question}}',
          functions: [{ name: 'order_status', code: "setVariable('Status', 'shipped'); return 'Order ' + order + ' is shipped'" }],
          responseMapping: [{ item: 'Message', variableId: 'va' }],
          ...options,
        },
      },
      textBlock('say', '{{Answer}} [{{Status}}]'),
    ],
    variables,
  )
  bot.groups![0].blocks.at(-1)!.outgoingEdgeId = 'loop'
  bot.edges!.push({ id: 'loop', from: { blockId: 'say' }, to: { groupId: 'g1' } } as never)
  return createAndPublish(server, bot)
}

describe("OpenAI's Ask Assistant", () => {
  it("runs the assistant on a new thread, answers its function call in the sandbox, and keeps the thread for the next question", async () => {
    const { botId, publicId } = await assistantBot({})
    const chat = await startChat(server, publicId)
    const first = await continueChat(server, chat.body.sessionId, 'Where is my order?')
    expect(JSON.stringify(first.body.messages)).toContain('Your order ships today (Order A-42 is shipped) [shipped]')
    const threadCreations = openAi.requests.filter((request) => request.url === '/v1/threads' && request.method === 'POST')
    expect(threadCreations).toHaveLength(1)
    const posted = openAi.requests.find((request) => request.url?.endsWith('/messages') && request.method === 'POST')!
    expect(posted).toMatchObject({ authorization: 'Bearer key-a', body: { role: 'user', content: 'Where is my order?' } })
    expect(openAi.requests.find((request) => request.url?.endsWith('/runs'))!.body).toEqual({ assistant_id: 'asst_1' })
    expect(openAi.requests.find((request) => request.url?.endsWith('/submit_tool_outputs'))!.body).toEqual({ tool_outputs: [{ tool_call_id: 'call_a1', output: 'Order A-42 is shipped' }] })

    await continueChat(server, chat.body.sessionId, 'Thanks!')
    expect(openAi.requests.filter((request) => request.url === '/v1/threads' && request.method === 'POST')).toHaveLength(1)
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}`)
    expect(result.body.result.variables).toContainEqual(expect.objectContaining({ name: 'Thread', value: expect.stringMatching(/^thread_/) }))
  })

  it('logs an assistant the API does not know, and the chat goes on', async () => {
    const { botId, publicId } = await assistantBot({ assistantId: 'asst_missing' })
    const chat = await startChat(server, publicId)
    const reply = await continueChat(server, chat.body.sessionId, 'Hello?')
    expect(JSON.stringify(reply.body.messages)).toContain(' []')
    const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
    expect(JSON.stringify(logs.body.logs)).toContain('OpenAI assistant failed')
    expect(JSON.stringify(logs.body.logs)).toContain('No assistant found')
  })
})
