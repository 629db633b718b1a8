import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let slowOnce: Server
let calls = 0
beforeAll(async () => {
  // Its first call answers after the turn's budget; later ones at once.
  slowOnce = createServer((_, response) => setTimeout(() => response.end('{}'), calls++ === 0 ? 1500 : 0))
  await new Promise<void>((resolve) => slowOnce.listen(0, '127.0.0.1', resolve))
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1', CHAT_TURN_BUDGET_MS: '400' } })
})
afterAll(async () => {
  await server.close()
  slowOnce.close()
})

it('forgets all of a turn stopped past its budget: the answer is asked again and the next one counts', async () => {
  const url = `http://127.0.0.1:${(slowOnce.address() as AddressInfo).port}/slow`
  const { botId, publicId } = await createAndPublish(
    server,
    linearBot(
      [
        textBlock('ask', 'Your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'vn' } },
        { id: 'hook', type: 'Webhook', options: { webhook: { method: 'GET', url } } },
        textBlock('hello', 'Hello {{Name}}'),
      ],
      [{ id: 'vn', name: 'Name' }],
    ),
  )
  const { body } = await startChat(server, publicId)
  // The turn had taken the answer and moved on to the request when its budget ran out.
  const stopped = await continueChat(server, body.sessionId, 'Ada')
  expect(stopped.status).toBe(500)
  const retried = await continueChat(server, body.sessionId, 'Grace')
  expect(retried.status).toBe(200)
  expect(JSON.stringify(retried.body.messages)).toContain('Hello Grace')
  const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}`)
  expect(result.body.result.answers.map((answer: { content: string }) => answer.content)).toEqual(['Grace'])
})
