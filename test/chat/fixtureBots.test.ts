import { readdirSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureBot, importAndPublish, playOverHttp } from '../support/chatHelpers'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const names = readdirSync('test/fixtures/bots').map((file) => file.replace(/\.json$/, ''))

describe('every exported bot runs over HTTP', () => {
  it.each(names)('%s: imports, publishes, and talks until its flow ends (or loops back), with every answer in its result', async (name) => {
    const { botId, publicId } = await importAndPublish(server, fixtureBot(name))
    const chat = await playOverHttp(server, publicId)
    expect(chat.transcript.length).toBeGreaterThan(0)
    if (!chat.isLooping) expect(chat.last.input, `still waiting on ${chat.last.input?.type}`).toBeUndefined()

    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.resultId}`)
    expect(result.status).toBe(200)
    expect(result.body.result.answers).toHaveLength(chat.acceptedAnswers)
    expect(result.body.result.hasStarted).toBe(chat.acceptedAnswers > 0)
    expect(result.body.result.isCompleted).toBe(!chat.isLooping && chat.acceptedAnswers > 0)
  })
})
