import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot } from '../support/sampleBots'
import { startSecondProcess, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let hook: Server
let calls: string[] = []
beforeAll(async () => {
  hook = createServer((request, response) => (calls.push(request.url!), response.end('{}')))
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve))
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  hook.close()
})

const ANSWERS = 6

/** Each answer is followed by a webhook call naming the question answered. */
const questionsWithHooks = () =>
  linearBot(
    Array.from({ length: ANSWERS }, (_, i) => [
      { id: `q${i}`, type: 'text input', options: { variableId: 'va' } },
      { id: `h${i}`, type: 'Webhook', options: { webhook: { method: 'GET', url: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/after-q${i}` } } },
    ]).flat(),
    [{ id: 'va', name: 'Answer' }],
  )

it('a chat whose answers alternate between two server processes (no affinity) runs each answer once, bar the first crossing', async () => {
  const { botId, publicId } = await createAndPublish(server, questionsWithHooks())
  const other = await startSecondProcess(server)
  try {
    const { body } = await startChat(server, publicId)
    calls = []
    for (let i = 0; i < ANSWERS; i++) {
      if (i % 2 === 0) await other.continueChat(body.sessionId, `answer ${i}`)
      else expect((await continueChat(server, body.sessionId, `answer ${i}`)).status).toBe(200)
    }
    // The process that started the chat kept it as it started: its first answer after the other
    // process served one runs on that copy (as an answer to q0), is refused at save and runs again
    // on the stored chat. From then on neither keeps a copy; had they, every answer from the
    // second on would have run twice.
    expect(calls).toEqual(['/after-q0', '/after-q0', ...Array.from({ length: ANSWERS - 1 }, (_, i) => `/after-q${i + 1}`)])
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${body.resultId}`)
    expect(result.body.result.answers.map((answer: { content: string }) => answer.content)).toEqual(Array.from({ length: ANSWERS }, (_, i) => `answer ${i}`))
  } finally {
    await other.close()
  }
})

it('a chat served by one process runs each answer once', async () => {
  const { publicId } = await createAndPublish(server, questionsWithHooks())
  const { body } = await startChat(server, publicId)
  calls = []
  for (let i = 0; i < ANSWERS; i++) expect((await continueChat(server, body.sessionId, `answer ${i}`)).status).toBe(200)
  expect(calls).toEqual(Array.from({ length: ANSWERS }, (_, i) => `/after-q${i}`))
})
