import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/server/db/database'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const QUESTIONS = 10
const questionsBot = linearBot(
  Array.from({ length: QUESTIONS }, (_, i) => [textBlock(`t${i}`, `Question ${i + 1}, after "{{Answer}}"?`), { id: `q${i}`, type: 'text input', options: { variableId: 'v1' } }]).flat(),
  [{ id: 'v1', name: 'Answer' }],
)

/** The heap page holding each session's current row version. */
const pagesOf = async (sessionIds: string[]) =>
  Object.fromEntries(
    (
      await queryRows<{ id: string; page: number }>(
        server.db,
        sql`select id, (ctid::text::point)[0]::int as page from chat_sessions where id in (${sql.join(sessionIds.map((id) => sql`${id}`), sql`, `)})`,
      )
    ).map((row) => [row.id, row.page]),
  )

describe('the session row of a chat', () => {
  it('is rewritten on its own page turn after turn, while other chats share the table', async () => {
    const { publicId } = await createAndPublish(server, questionsBot)
    const chats = []
    for (let i = 0; i < 8; i++) chats.push((await startChat(server, publicId)).body.sessionId as string)
    const pages = await pagesOf(chats)
    // A row version that cannot go beside the old one lands on another page, with a new entry in
    // each of the table's indexes: the table and its indexes grow with every turn until vacuumed.
    // (The state grows with the transcript: a long chat's row may move at times, so a few may.)
    let moved = 0
    for (let turn = 0; turn < QUESTIONS - 1; turn++) {
      for (const sessionId of chats) expect((await continueChat(server, sessionId, `${turn}`)).status).toBe(200)
      const now = await pagesOf(chats)
      moved += chats.filter((id) => now[id] !== pages[id]).length
      Object.assign(pages, now)
    }
    const updates = chats.length * (QUESTIONS - 1)
    expect(moved, `rows moved in ${moved} of ${updates} turns`).toBeLessThanOrEqual(updates / 10)
  })
})
