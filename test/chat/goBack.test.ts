import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { goBackResponseSchema } from '../../src/shared/chat/response'
import { bubbleText, continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { expectError, expectShape } from '../support/expectShape'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const goBack = (sessionId: string, headers?: Record<string, string>) =>
  server.as(null).request('POST', `/v1/sessions/${sessionId}/back`, { body: {}, headers })

const variables = [
  { id: 'v-name', name: 'Name' },
  { id: 'v-colour', name: 'Colour' },
  { id: 'v-greeting', name: 'Greeting' },
]
/** Name? → Set Greeting → Colour? → Age? (so the chat still waits after the colour). */
const questions = (extra: unknown[] = [], theme: Record<string, unknown> = { chat: { focusedMode: { isEnabled: true } } }) => ({
  ...linearBot(
    [
      textBlock('ask-name', 'Your name?'),
      { id: 'name', type: 'text input', options: { variableId: 'v-name' } },
      { id: 'greet', type: 'Set variable', options: { variableId: 'v-greeting', expressionToEvaluate: 'Hello {{Name}}' } },
      ...extra,
      textBlock('ask-colour', '{{Greeting}}, your colour?'),
      { id: 'colour', type: 'text input', options: { variableId: 'v-colour' } },
      textBlock('ask-age', 'Your age?'),
      { id: 'age', type: 'number input' },
    ],
    variables,
  ),
  theme,
})

describe('POST /v1/sessions/{sessionId}/back', () => {
  it('returns to the previous question, and the result keeps only the changed answer and its variables', async () => {
    const { botId, publicId } = await createAndPublish(server, questions())
    const { body: started } = await startChat(server, publicId)
    await continueChat(server, started.sessionId, 'Ada')
    await continueChat(server, started.sessionId, 'blue')

    const reply = await goBack(started.sessionId)
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    const response = expectShape(goBackResponseSchema, reply.body)
    expect(response.messages.map(bubbleText)).toEqual(['Hello Ada, your colour?'])
    expect(response.input).toMatchObject({ id: 'colour' })
    expect(response.previousAnswer).toBe('blue')

    const afterBack = await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.resultId}`)
    expect(afterBack.body.result.answers.map((answer: { content: string }) => answer.content)).toEqual(['Ada'])

    const changed = await continueChat(server, started.sessionId, 'green')
    expect(changed.body.messages.map(bubbleText)).toEqual(['Your age?'])
    const result = (await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.resultId}`)).body.result
    expect(result.answers.map((answer: { blockId: string; content: string }) => [answer.blockId, answer.content])).toEqual([
      ['name', 'Ada'],
      ['colour', 'green'],
    ])
    expect(result.variables).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Colour', value: 'green' })]))
    const logs = (await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.resultId}/logs`)).body.logs
    expect(logs).toEqual(expect.arrayContaining([expect.objectContaining({ status: 'info', description: 'The visitor went back to change an answer' })]))
  })

  it('restores the variables the undone step set, so the question shows them as they were', async () => {
    const { botId, publicId } = await createAndPublish(server, questions())
    const { body: started } = await startChat(server, publicId)
    await continueChat(server, started.sessionId, 'Ada')
    const reply = await goBack(started.sessionId)
    expect(reply.body.messages.map(bubbleText)).toEqual(['Your name?'])
    const result = (await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.resultId}`)).body.result
    expect(result.answers).toEqual([])
    expect(result.variables.map((variable: { name: string }) => variable.name)).not.toContain('Greeting')
    const renamed = await continueChat(server, started.sessionId, 'Grace')
    expect(renamed.body.messages.map(bubbleText)).toEqual(['Hello Grace, your colour?'])
  })

  it('answers 400 naming the reason after an HTTP request ran behind the answer', async () => {
    const webhook = { id: 'hook', type: 'Webhook', options: { webhook: { url: 'http://127.0.0.1:9/never', method: 'POST' } } }
    const { publicId } = await createAndPublish(server, questions([webhook]))
    const { body: started } = await startChat(server, publicId)
    await continueChat(server, started.sessionId, 'Ada')
    const reply = await goBack(started.sessionId)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.message).toBe('Your previous answer can no longer be changed: the chat has already sent your answers in an HTTP request.')
    expect(reply.body.data).toEqual({ reason: 'sideEffect', blockId: 'hook' })
    // The chat goes on where it was.
    expect((await continueChat(server, started.sessionId, 'red')).body.messages.map(bubbleText)).toEqual(['Your age?'])
  })

  it('answers 400 when the bot enables no back button, and when there is nothing to go back to', async () => {
    const plain = await createAndPublish(server, questions([], {}))
    const { body: started } = await startChat(server, plain.publicId)
    await continueChat(server, started.sessionId, 'Ada')
    const refused = await goBack(started.sessionId)
    expectError(refused, 400, 'BAD_REQUEST')
    expect(refused.body.data).toEqual({ reason: 'notEnabled' })

    const focused = await createAndPublish(server, questions())
    const { body: first } = await startChat(server, focused.publicId)
    const reply = await goBack(first.sessionId)
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body).toMatchObject({ message: 'There is no previous answer to change.', data: { reason: 'nothingToUndo' } })
  })

  it('answers 404 for an unknown session and 403 from an origin the bot does not allow', async () => {
    expectError(await goBack('no-such-session'), 404, 'NOT_FOUND')
    const bot = { ...questions(), settings: { security: { allowedOrigins: ['https://shop.example.com'] } } }
    const { publicId } = await createAndPublish(server, bot)
    const { body: started } = await startChat(server, publicId, {}, { Origin: 'https://shop.example.com' })
    await continueChat(server, started.sessionId, 'Ada', { Origin: 'https://shop.example.com' })
    expectError(await goBack(started.sessionId, { Origin: 'https://evil.example.com' }), 403, 'FORBIDDEN')
    expect((await goBack(started.sessionId, { Origin: 'https://shop.example.com' })).status).toBe(200)
  })

  it('is described in the OpenAPI document as a public route', async () => {
    const document = (await server.as(null).get('/openapi.json')).body
    const operation = document.paths['/v1/sessions/{sessionId}/back'].post
    expect(operation.security).toEqual([])
    expect(JSON.stringify(document)).toContain('"Loop"')
  })
})
