import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, logs, results } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createId } from '../../src/shared/ids'
import { createBot, insertResults, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let member: Actor
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  member = await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' })
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

const DAY = 24 * 3600 * 1000
const resultsOf = (botId: string) => `/v1/bots/${botId}/results`
const list = (botId: string, query: Record<string, string> = {}, actor: Actor = server.owner) => server.as(actor).get(resultsOf(botId), query)
const ids = (reply: { body: { results: { id: string }[] } }) => reply.body.results.map((r) => r.id)

/** `count` results one second apart, the newest at `newest`; returned newest first. */
async function seedSpacedResults(botId: string, count: number, newest = Date.now()) {
  const rows = await insertResults(
    server,
    botId,
    Array.from({ length: count }, (_, i) => ({ createdAt: new Date(newest - i * 1000), hasStarted: true })),
  )
  return rows.map((row) => row.id)
}

/** Pages through the whole list, returning every id in the order received. */
async function readAllPages(botId: string, limit: number) {
  const seen: string[] = []
  let cursor: string | null = null
  for (let page = 0; page < 20; page++) {
    const reply = await list(botId, { limit: String(limit), ...(cursor && { cursor }) })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.results.length).toBeLessThanOrEqual(limit)
    seen.push(...ids(reply))
    cursor = reply.body.nextCursor
    if (!cursor) return seen
  }
  throw new Error('paging did not end')
}

describe('GET /v1/bots/{botId}/results', () => {
  it('lists results newest first with their answers and variables', async () => {
    const bot = await createBot(server)
    const [older, newer] = await insertResults(server, bot.id, [
      { createdAt: new Date(Date.now() - 60_000), hasStarted: true, isCompleted: true, variables: [{ id: 'v1', name: 'Name', value: 'Ada' }] },
      { createdAt: new Date(), hasStarted: true, lastChatSessionId: 'session-1' },
    ])
    await server.db.insert(answers).values([
      { resultId: older.id, blockId: 'b1', content: 'first' },
      { resultId: older.id, blockId: 'b2', content: 'second', attachedFileUrls: ['https://files.example/a.png'] },
    ])
    const reply = await list(bot.id, {}, guest)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.results.list), reply.body)
    expect(body.results.map((r) => r.id)).toEqual([newer.id, older.id])
    expect(body.nextCursor).toBeNull()
    expect(body.results[0]).toMatchObject({ botId: bot.id, hasStarted: true, isCompleted: false, lastChatSessionId: 'session-1', answers: [] })
    expect(body.results[1]).toMatchObject({
      isCompleted: true,
      variables: [{ id: 'v1', name: 'Name', value: 'Ada' }],
      answers: [
        { blockId: 'b1', content: 'first' },
        { blockId: 'b2', content: 'second', attachedFileUrls: ['https://files.example/a.png'] },
      ],
    })
  })

  it('answers 50 results by default, and any limit from 1 to 500', async () => {
    const bot = await createBot(server)
    await seedSpacedResults(bot.id, 60)
    const byDefault = await list(bot.id)
    expect(byDefault.body.results).toHaveLength(50)
    expect(byDefault.body.nextCursor).toEqual(expect.any(String))
    expect((await list(bot.id, { limit: '1' })).body.results).toHaveLength(1)
    const max = await list(bot.id, { limit: '500' })
    expect(max.body.results).toHaveLength(60)
    expect(max.body.nextCursor).toBeNull()
  })

  it('refuses a limit outside 1..500 with 400 naming limit', async () => {
    const bot = await createBot(server)
    for (const limit of ['0', '501', '-5', '2.5', 'ten']) {
      const reply = await list(bot.id, { limit })
      expectError(reply, 400, 'BAD_REQUEST')
      expect(reply.body.data.fields, limit).toEqual([expect.objectContaining({ path: 'limit' })])
      expect(reply.body.message).toContain('limit')
    }
  })

  it('pages with the cursor over 120 results, returning each exactly once, newest first', async () => {
    const bot = await createBot(server)
    const expected = await seedSpacedResults(bot.id, 120)
    const seen = await readAllPages(bot.id, 50)
    expect(seen).toEqual(expected)
  })

  it('pages over results stamped by the database clock, even when they share one instant', async () => {
    const bot = await createBot(server)
    // One statement: every row gets the same now(), with microseconds.
    const rows = await insertResults(server, bot.id, Array.from({ length: 30 }, () => ({ hasStarted: true })))
    const seen = await readAllPages(bot.id, 7)
    expect(seen).toHaveLength(30)
    expect(new Set(seen)).toEqual(new Set(rows.map((r) => r.id)))
  })

  it('refuses an unknown cursor with 400 naming cursor', async () => {
    const bot = await createBot(server)
    const reply = await list(bot.id, { cursor: 'not-a-result' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'cursor' })])
  })

  it('filters by time range: today, this month, last month, all time', async () => {
    const bot = await createBot(server)
    const now = new Date()
    const [today, lastMonth, old] = await insertResults(server, bot.id, [
      { createdAt: now },
      { createdAt: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12)) },
      { createdAt: new Date(Date.UTC(now.getUTCFullYear() - 2, 5, 15, 12)) },
    ])
    expect(ids(await list(bot.id, { timeFilter: 'today' }))).toEqual([today.id])
    expect(ids(await list(bot.id, { timeFilter: 'last7Days' }))).toEqual([today.id])
    expect(ids(await list(bot.id, { timeFilter: 'monthToDate' }))).toEqual([today.id])
    expect(ids(await list(bot.id, { timeFilter: 'lastMonth' }))).toEqual([lastMonth.id])
    const thisYear = now.getUTCMonth() === 0 ? [today.id] : [today.id, lastMonth.id]
    expect(ids(await list(bot.id, { timeFilter: 'yearToDate' }))).toEqual(thisYear)
    expect(ids(await list(bot.id, { timeFilter: 'allTime' }))).toEqual([today.id, lastMonth.id, old.id])
    expect(ids(await list(bot.id))).toEqual([today.id, lastMonth.id, old.id])
  })

  it('reads "today" in the given time zone', async () => {
    const bot = await createBot(server)
    // Etc/GMT-14 is UTC+14 all year: its days start at 10:00 UTC.
    const offset = 14 * 3600 * 1000
    const now = Date.now()
    const localMidnight = Math.floor((now + offset) / DAY) * DAY - offset
    const [justAfter, justBefore] = await insertResults(server, bot.id, [
      { createdAt: new Date(Math.min(localMidnight + 1000, now)) },
      { createdAt: new Date(localMidnight - 1000) },
    ])
    expect(ids(await list(bot.id, { timeFilter: 'today', timeZone: 'Etc/GMT-14' }))).toEqual([justAfter.id])
    const utcToday = Math.floor(now / DAY) * DAY
    const inUtc = [justAfter, justBefore].filter((r) => r.createdAt.getTime() >= utcToday).map((r) => r.id)
    expect(ids(await list(bot.id, { timeFilter: 'today' }))).toEqual(inUtc)
  })

  it('refuses an unknown time zone or time filter with 400 naming the field', async () => {
    const bot = await createBot(server)
    const zone = await list(bot.id, { timeFilter: 'today', timeZone: 'Mars/Olympus_Mons' })
    expectError(zone, 400, 'BAD_REQUEST')
    expect(zone.body.data.fields).toEqual([expect.objectContaining({ path: 'timeZone' })])
    const filter = await list(bot.id, { timeFilter: 'someday' })
    expectError(filter, 400, 'BAD_REQUEST')
    expect(filter.body.data.fields).toEqual([expect.objectContaining({ path: 'timeFilter' })])
  })

  it('answers 404 to an outsider and for an unknown bot', async () => {
    const bot = await createBot(server)
    await insertResults(server, bot.id, [{}])
    expectError(await list(bot.id, {}, outsider), 404, 'NOT_FOUND')
    expectError(await list('nope'), 404, 'NOT_FOUND')
  })
})

describe('GET /v1/bots/{botId}/results/{resultId}', () => {
  it('answers {result} with its answers in arrival order', async () => {
    const bot = await createBot(server)
    const [result] = await insertResults(server, bot.id, [{ hasStarted: true, isCompleted: true }])
    await server.db.insert(answers).values([
      { resultId: result.id, blockId: 'b2', content: 'z' },
      { resultId: result.id, blockId: 'b1', content: 'a' },
    ])
    const reply = await server.as(guest).get(`${resultsOf(bot.id)}/${result.id}`)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.results.get), reply.body)
    expect(body.result).toMatchObject({ id: result.id, botId: bot.id, isCompleted: true, answers: [{ blockId: 'b2' }, { blockId: 'b1' }] })
  })

  it("answers 404 for another bot's result, an unknown id and an outsider", async () => {
    const bot = await createBot(server)
    const other = await createBot(server)
    const [result] = await insertResults(server, other.id, [{}])
    expectError(await server.as(server.owner).get(`${resultsOf(bot.id)}/${result.id}`), 404, 'NOT_FOUND')
    expectError(await server.as(server.owner).get(`${resultsOf(bot.id)}/nope`), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).get(`${resultsOf(other.id)}/${result.id}`), 404, 'NOT_FOUND')
  })
})

describe('DELETE /v1/bots/{botId}/results', () => {
  it('deletes the comma-separated resultIds of the body, and only those', async () => {
    const bot = await createBot(server)
    const [a, b, c] = await seedSpacedResults(bot.id, 3)
    const reply = await server.as(member).delete(resultsOf(bot.id), { resultIds: `${a}, ${c}` })
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.results.delete), reply.body)
    expect(body.deletedCount).toBe(2)
    expect(ids(await list(bot.id))).toEqual([b])
  })

  it('deletes every result of the bot when resultIds is absent', async () => {
    const bot = await createBot(server)
    const other = await createBot(server)
    const [result] = await seedSpacedResults(bot.id, 4)
    await server.db.insert(answers).values({ resultId: result, blockId: 'b1', content: 'x' })
    const kept = await seedSpacedResults(other.id, 2)
    const reply = await server.as(server.owner).delete(resultsOf(bot.id), {})
    expect(reply.status).toBe(200)
    expect(reply.body.deletedCount).toBe(4)
    expect(ids(await list(bot.id))).toEqual([])
    expect(await server.db.select().from(answers).where(eq(answers.resultId, result))).toEqual([])
    expect(ids(await list(other.id))).toEqual(kept)
  })

  it('deletes every result when the request has no body at all', async () => {
    const bot = await createBot(server)
    await seedSpacedResults(bot.id, 2)
    const reply = await server.as(server.owner).delete(resultsOf(bot.id))
    expect(reply.status).toBe(200)
    expect(reply.body.deletedCount).toBe(2)
  })

  it('accepts resultIds in the query as well', async () => {
    const bot = await createBot(server)
    const [a, b] = await seedSpacedResults(bot.id, 2)
    const reply = await server.as(server.owner).request('DELETE', resultsOf(bot.id), { query: { resultIds: a } })
    expect(reply.status).toBe(200)
    expect(ids(await list(bot.id))).toEqual([b])
  })

  it("never deletes another bot's results named in resultIds", async () => {
    const bot = await createBot(server)
    const other = await createBot(server)
    const [foreign] = await seedSpacedResults(other.id, 1)
    const reply = await server.as(server.owner).delete(resultsOf(bot.id), { resultIds: foreign })
    expect(reply.status).toBe(200)
    expect(reply.body.deletedCount).toBe(0)
    expect(ids(await list(other.id))).toEqual([foreign])
  })

  it('refuses an empty resultIds with 400 naming it, deleting nothing', async () => {
    const bot = await createBot(server)
    const seeded = await seedSpacedResults(bot.id, 2)
    const reply = await server.as(server.owner).delete(resultsOf(bot.id), { resultIds: ' , ' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'resultIds' })])
    expect(ids(await list(bot.id))).toEqual(seeded)
  })

  it('refuses a guest (403) and an outsider (404), deleting nothing', async () => {
    const bot = await createBot(server)
    const seeded = await seedSpacedResults(bot.id, 2)
    expectError(await server.as(guest).delete(resultsOf(bot.id), {}), 403, 'FORBIDDEN')
    expectError(await server.as(outsider).delete(resultsOf(bot.id), {}), 404, 'NOT_FOUND')
    expect(ids(await list(bot.id))).toEqual(seeded)
  })
})

describe('GET /v1/bots/{botId}/results/{resultId}/logs', () => {
  it('answers {logs} of the result in the order they were written', async () => {
    const bot = await createBot(server)
    const [result, other] = await insertResults(server, bot.id, [{}, {}])
    const t = Date.now()
    await server.db.insert(logs).values([
      { id: createId(), resultId: result.id, status: 'error', description: 'Webhook failed', details: '{"status":500}', context: 'Webhook', createdAt: new Date(t + 1000) },
      { id: createId(), resultId: result.id, status: 'success', description: 'Email sent', createdAt: new Date(t) },
      { id: createId(), resultId: other.id, status: 'info', description: 'Not mine', createdAt: new Date(t) },
    ])
    const reply = await server.as(guest).get(`${resultsOf(bot.id)}/${result.id}/logs`)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.results.logs), reply.body)
    expect(body.logs).toEqual([
      expect.objectContaining({ resultId: result.id, status: 'success', description: 'Email sent', details: null, context: null }),
      expect.objectContaining({ status: 'error', description: 'Webhook failed', details: '{"status":500}', context: 'Webhook' }),
    ])
  })

  it('answers an empty list for a result without logs', async () => {
    const bot = await createBot(server)
    const [result] = await insertResults(server, bot.id, [{}])
    expect((await server.as(server.owner).get(`${resultsOf(bot.id)}/${result.id}/logs`)).body).toEqual({ logs: [] })
  })

  it("answers 404 for another bot's result and to an outsider", async () => {
    const bot = await createBot(server)
    const other = await createBot(server)
    const [result] = await insertResults(server, other.id, [{}])
    expectError(await server.as(server.owner).get(`${resultsOf(bot.id)}/${result.id}/logs`), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).get(`${resultsOf(other.id)}/${result.id}/logs`), 404, 'NOT_FOUND')
  })
})

describe('results rows', () => {
  it('go with their bot', async () => {
    const bot = await createBot(server)
    const [result] = await insertResults(server, bot.id, [{}])
    await server.as(server.owner).delete(`/v1/bots/${bot.id}`)
    expect(await server.db.select().from(results).where(eq(results.id, result.id))).toEqual([])
  })
})
