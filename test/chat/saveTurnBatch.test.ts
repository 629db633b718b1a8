import { asc, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { saveTurn, type TurnWrite } from '../../src/server/chat/saveTurn'
import { answers, results } from '../../src/server/db/schema'
import { createId } from '../../src/shared/ids'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const threeQuestions = linearBot(
  [1, 2, 3].flatMap((n) => [textBlock(`t${n}`, `Question ${n}?`), { id: `q${n}`, type: 'text input', options: { variableId: 'v1' } }]),
  [{ id: 'v1', name: 'Answer' }],
)

/** A turn of a chat that keeps no session, answering `texts` on result `resultId`. */
const turnOn = (botId: string, resultId: string, texts: string[]): TurnWrite => ({
  session: { kind: 'none' },
  sessionId: createId(),
  now: new Date(),
  effects: [{ resultId, botId, variables: [], answers: texts.map((content, i) => ({ blockId: `q${i + 1}`, content })), visitedEdgeIds: [], logs: [], hasStarted: true, isCompleted: false }],
})

const answersOf = async (resultIds: string[]) =>
  server.db.select({ resultId: answers.resultId, content: answers.content }).from(answers).where(inArray(answers.resultId, resultIds)).orderBy(asc(answers.id))

describe('saving turns together (group commit)', () => {
  it('saves turns that arrive together, each with its own answers in the order given', async () => {
    const { botId } = await createAndPublish(server, threeQuestions)
    // Saves made in one pass of the event loop share a statement.
    const ids = Array.from({ length: 12 }, () => createId())
    const saved = await Promise.all(ids.map((id, i) => saveTurn(server.db, turnOn(botId, id, [`${i} first`, `${i} second`]))))
    expect(saved).toEqual(ids.map(() => true))
    const rows = await answersOf(ids)
    ids.forEach((id, i) => expect(rows.filter((row) => row.resultId === id).map((row) => row.content)).toEqual([`${i} first`, `${i} second`]))
  })

  it('fails only the turn that cannot be written: the others sharing its statement are saved', async () => {
    const { botId } = await createAndPublish(server, threeQuestions)
    const ids = Array.from({ length: 8 }, () => createId())
    // A result of a bot that does not exist breaks the foreign key, and with it the shared statement.
    const outcomes = await Promise.allSettled(ids.map((id, i) => saveTurn(server.db, turnOn(i === 5 ? 'no-such-bot' : botId, id, [`${i}`]))))
    expect(outcomes.map((outcome) => outcome.status)).toEqual(ids.map((_, i) => (i === 5 ? 'rejected' : 'fulfilled')))
    const stored = await server.db.select({ id: results.id }).from(results).where(inArray(results.id, ids))
    expect(stored.map((row) => row.id).sort()).toEqual(ids.filter((_, i) => i !== 5).sort())
    expect((await answersOf(ids)).map((row) => row.content).sort()).toEqual(['0', '1', '2', '3', '4', '6', '7'])
  })

  it('keeps every visitor of a crowd answering at once to their own result, in order', async () => {
    const { botId, publicId } = await createAndPublish(server, threeQuestions)
    const visitors = await Promise.all(Array.from({ length: 20 }, () => startChat(server, publicId)))
    await Promise.all(
      visitors.map(async ({ body }, v) => {
        for (const n of [1, 2, 3]) expect((await continueChat(server, body.sessionId, `visitor ${v} answer ${n}`)).status).toBe(200)
      }),
    )
    const rows = await answersOf(visitors.map(({ body }) => body.resultId))
    visitors.forEach(({ body }, v) => expect(rows.filter((row) => row.resultId === body.resultId).map((row) => row.content)).toEqual([1, 2, 3].map((n) => `visitor ${v} answer ${n}`)))
    const listed = await server.as(server.owner).get(`/v1/bots/${botId}/results?limit=50`)
    expect(listed.body.results.filter((result: { isCompleted: boolean }) => result.isCompleted)).toHaveLength(20)
  })
})
