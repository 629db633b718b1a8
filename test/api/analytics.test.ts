import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers, visitedEdges } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createBot, insertResults, outputOf } from '../support/apiFixtures'
import { expectError, expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let guest: Actor
let outsider: Actor
beforeAll(async () => {
  server = await startTestServer()
  guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
  outsider = await server.createActor('outsider@example.com')
})
afterAll(() => server.close())

const stats = (botId: string, query: Record<string, string> = {}, actor: Actor = server.owner) =>
  server.as(actor).get(`/v1/bots/${botId}/analytics/stats`, query)

/** This month: 3 views, 2 starts, 1 completed. Last month: 2 views, 2 starts, 2 completed. */
async function botWithTraffic() {
  const bot = await createBot(server)
  const now = new Date()
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15, 12))
  await insertResults(server, bot.id, [
    { createdAt: now },
    { createdAt: now, hasStarted: true },
    { createdAt: now, hasStarted: true, isCompleted: true },
    { createdAt: lastMonth, hasStarted: true, isCompleted: true },
    { createdAt: lastMonth, hasStarted: true, isCompleted: true },
  ])
  return bot
}

describe('GET /v1/bots/{botId}/analytics/stats', () => {
  it('counts views, starts and completions over all time by default, answered as {stats}', async () => {
    const bot = await botWithTraffic()
    const reply = await stats(bot.id, {}, guest)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.analytics.stats), reply.body)
    expect(body).toEqual({ stats: { totalViews: 5, totalStarts: 4, totalCompleted: 3 } })
  })

  it('counts only the results inside the time filter', async () => {
    const bot = await botWithTraffic()
    expect((await stats(bot.id, { timeFilter: 'today' })).body.stats).toEqual({ totalViews: 3, totalStarts: 2, totalCompleted: 1 })
    expect((await stats(bot.id, { timeFilter: 'monthToDate' })).body.stats).toEqual({ totalViews: 3, totalStarts: 2, totalCompleted: 1 })
    expect((await stats(bot.id, { timeFilter: 'lastMonth' })).body.stats).toEqual({ totalViews: 2, totalStarts: 2, totalCompleted: 2 })
    expect((await stats(bot.id, { timeFilter: 'allTime' })).body.stats).toEqual({ totalViews: 5, totalStarts: 4, totalCompleted: 3 })
  })

  it("counts only this bot's results", async () => {
    await botWithTraffic()
    const quiet = await createBot(server)
    expect((await stats(quiet.id)).body).toEqual({ stats: { totalViews: 0, totalStarts: 0, totalCompleted: 0 } })
  })

  it('refuses an unknown time filter or time zone with 400 naming the field', async () => {
    const bot = await createBot(server)
    const filter = await stats(bot.id, { timeFilter: 'lastCentury' })
    expectError(filter, 400, 'BAD_REQUEST')
    expect(filter.body.data.fields).toEqual([expect.objectContaining({ path: 'timeFilter' })])
    expect(filter.body.message).toContain('timeFilter')
    const zone = await stats(bot.id, { timeFilter: 'today', timeZone: 'Not/AZone' })
    expectError(zone, 400, 'BAD_REQUEST')
    expect(zone.body.data.fields).toEqual([expect.objectContaining({ path: 'timeZone' })])
  })

  it('answers 404 to an outsider and for an unknown bot, 401 without a token', async () => {
    const bot = await botWithTraffic()
    const reply = await stats(bot.id, {}, outsider)
    expectError(reply, 404, 'NOT_FOUND')
    expect(reply.body.data).toBeNull()
    expectError(await stats('nope'), 404, 'NOT_FOUND')
    expectError(await server.as(null).get(`/v1/bots/${bot.id}/analytics/stats`), 401, 'UNAUTHORIZED')
  })
})

describe('GET /v1/bots/{botId}/analytics/inAndOutCounts', () => {
  const counts = (botId: string, query: Record<string, string> = {}, actor: Actor = server.owner) =>
    server.as(actor).get(`/v1/bots/${botId}/analytics/inAndOutCounts`, query)
  /** `{[blockId or edgeId]: total}`: the lists come in no particular order. */
  const byKey = (rows: ({ total: number } & Record<string, unknown>)[], key: 'blockId' | 'edgeId') =>
    Object.fromEntries(rows.map((row) => [String(row[key]), row.total]))

  it('counts, per block, the results that answered it and, per edge, the results that went through it', async () => {
    const bot = await createBot(server)
    const longAgo = new Date(Date.UTC(new Date().getUTCFullYear() - 2, 0, 10))
    const [a, b, old] = await insertResults(server, bot.id, [{}, {}, { createdAt: longAgo }])
    await server.db.insert(answers).values([
      { resultId: a.id, blockId: 'name', content: 'Ada' },
      { resultId: a.id, blockId: 'name', content: 'Ada again' },
      { resultId: a.id, blockId: 'email', content: 'ada@example.com' },
      { resultId: b.id, blockId: 'name', content: 'Bob' },
      { resultId: old.id, blockId: 'name', content: 'Old' },
    ])
    await server.db.insert(visitedEdges).values([
      { resultId: a.id, edgeId: 'e1', index: 0 },
      { resultId: a.id, edgeId: 'e2', index: 1 },
      { resultId: b.id, edgeId: 'e1', index: 0 },
      { resultId: old.id, edgeId: 'e1', index: 0 },
    ])
    const other = await createBot(server)
    const [foreign] = await insertResults(server, other.id, [{}])
    await server.db.insert(answers).values({ resultId: foreign.id, blockId: 'name', content: 'Not this bot' })

    const reply = await counts(bot.id, { timeFilter: 'today' }, guest)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.analytics.inAndOutCounts), reply.body)
    expect(byKey(body.totalAnswers, 'blockId')).toEqual({ name: 2, email: 1 })
    expect(byKey(body.totalVisitedEdges, 'edgeId')).toEqual({ e1: 2, e2: 1 })

    const allTime = (await counts(bot.id)).body
    expect(byKey(allTime.totalAnswers, 'blockId')).toEqual({ name: 3, email: 1 })
    expect(byKey(allTime.totalVisitedEdges, 'edgeId')).toEqual({ e1: 3, e2: 1 })
  })

  it('answers empty lists for a bot without traffic', async () => {
    const bot = await createBot(server)
    expect((await counts(bot.id)).body).toEqual({ totalAnswers: [], totalVisitedEdges: [] })
  })

  it('answers 404 to an outsider and 400 naming an unknown time filter', async () => {
    const bot = await createBot(server)
    expectError(await counts(bot.id, {}, outsider), 404, 'NOT_FOUND')
    const reply = await counts(bot.id, { timeFilter: 'soon' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'timeFilter' })])
  })
})

describe('GET /v1/bots/{botId}/analytics/resultsPerDay', () => {
  const perDay = (botId: string, query: Record<string, string> = {}, actor: Actor = server.owner) =>
    server.as(actor).get(`/v1/bots/${botId}/analytics/resultsPerDay`, query)

  /** Two results on 10 January 2025 (UTC), one on the 11th at 01:00 UTC. */
  async function botWithDays() {
    const bot = await createBot(server)
    await insertResults(server, bot.id, [
      { createdAt: new Date(Date.UTC(2025, 0, 10, 12)) },
      { createdAt: new Date(Date.UTC(2025, 0, 10, 23, 30)) },
      { createdAt: new Date(Date.UTC(2025, 0, 11, 1)) },
    ])
    return bot
  }

  it('counts results per calendar day in UTC, oldest day first, as {days}', async () => {
    const bot = await botWithDays()
    const reply = await perDay(bot.id, {}, guest)
    expect(reply.status).toBe(200)
    const body = expectShape(outputOf(contract.analytics.resultsPerDay), reply.body)
    expect(body).toEqual({ days: [{ date: '2025-01-10', total: 2 }, { date: '2025-01-11', total: 1 }] })
  })

  it('reads the days in the given time zone', async () => {
    const bot = await botWithDays()
    expect((await perDay(bot.id, { timeZone: 'Europe/Paris' })).body.days).toEqual([
      { date: '2025-01-10', total: 1 },
      { date: '2025-01-11', total: 2 },
    ])
    expect((await perDay(bot.id, { timeZone: 'America/New_York' })).body.days).toEqual([{ date: '2025-01-10', total: 3 }])
  })

  it('leaves out days outside the time filter', async () => {
    const bot = await botWithDays()
    expect((await perDay(bot.id, { timeFilter: 'today' })).body).toEqual({ days: [] })
  })

  it('answers 404 to an outsider and 400 naming an unknown time zone', async () => {
    const bot = await createBot(server)
    expectError(await perDay(bot.id, {}, outsider), 404, 'NOT_FOUND')
    const reply = await perDay(bot.id, { timeZone: 'Atlantis/Capital' })
    expectError(reply, 400, 'BAD_REQUEST')
    expect(reply.body.data.fields).toEqual([expect.objectContaining({ path: 'timeZone' })])
  })
})
