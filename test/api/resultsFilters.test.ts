import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answers } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { createBot, insertResults, outputOf, editBot } from '../support/apiFixtures'
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

const resultsOf = (botId: string) => `/v1/bots/${botId}/results`
const list = (botId: string, query: Record<string, string> = {}) => server.as(server.owner).get(resultsOf(botId), query)
const countOf = async (botId: string, query: Record<string, string> = {}) => {
  const reply = await server.as(server.owner).get(`${resultsOf(botId)}/count`, query)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return expectShape(outputOf(contract.results.count), reply.body).total
}
const ids = (reply: { body: { results: { id: string }[] } }) => reply.body.results.map((r) => r.id)

/** Three results a day apart (2024-03-09, 10 and 11 at noon UTC) with answers to search in. */
async function seedThreeDays() {
  const bot = await createBot(server)
  const [ninth, tenth, eleventh] = await insertResults(server, bot.id, [
    { createdAt: new Date('2024-03-09T12:00:00Z'), hasStarted: true, isCompleted: true },
    { createdAt: new Date('2024-03-10T12:00:00Z'), hasStarted: true },
    { createdAt: new Date('2024-03-11T12:00:00Z'), hasStarted: true, isCompleted: true },
  ])
  await server.db.insert(answers).values([
    { resultId: ninth.id, blockId: 'b1', content: 'Ada Lovelace' },
    { resultId: tenth.id, blockId: 'b1', content: 'Grace Hopper' },
    { resultId: tenth.id, blockId: 'b2', content: '100% sure_thing' },
    { resultId: eleventh.id, blockId: 'b1', content: 'ada@example.com' },
  ])
  return { bot, ninth, tenth, eleventh }
}

describe('filters of GET /v1/bots/{botId}/results and /results/count', () => {
  it('keep the calendar days from `from` to `to`, both included', async () => {
    const { bot, ninth, tenth, eleventh } = await seedThreeDays()
    expect(ids(await list(bot.id, { from: '2024-03-10', to: '2024-03-10' }))).toEqual([tenth.id])
    expect(ids(await list(bot.id, { from: '2024-03-10' }))).toEqual([eleventh.id, tenth.id])
    expect(ids(await list(bot.id, { to: '2024-03-10' }))).toEqual([tenth.id, ninth.id])
    expect(await countOf(bot.id, { from: '2024-03-09', to: '2024-03-11' })).toBe(3)
  })

  it('read the days in the time zone given', async () => {
    const { bot, tenth, eleventh } = await seedThreeDays()
    // In UTC+14 the 10th at noon UTC is already the 11th (02:00).
    expect(ids(await list(bot.id, { from: '2024-03-11', to: '2024-03-11', timeZone: 'Etc/GMT-14' }))).toEqual([tenth.id])
    expect(ids(await list(bot.id, { from: '2024-03-11', to: '2024-03-11' }))).toEqual([eleventh.id])
  })

  it('keep completed results, or the others', async () => {
    const { bot, ninth, tenth, eleventh } = await seedThreeDays()
    expect(ids(await list(bot.id, { isCompleted: 'true' }))).toEqual([eleventh.id, ninth.id])
    expect(ids(await list(bot.id, { isCompleted: 'false' }))).toEqual([tenth.id])
    expect(await countOf(bot.id, { isCompleted: 'true' })).toBe(2)
  })

  it('keep visitors who answered at least once, or only those who opened the chat and never answered', async () => {
    const { bot, ninth, tenth, eleventh } = await seedThreeDays()
    const [silent] = await insertResults(server, bot.id, [{ createdAt: new Date('2024-03-12T12:00:00Z'), hasStarted: false }])
    expect(ids(await list(bot.id))).toEqual([silent.id, eleventh.id, tenth.id, ninth.id])
    expect(ids(await list(bot.id, { hasStarted: 'true' }))).toEqual([eleventh.id, tenth.id, ninth.id])
    expect(await countOf(bot.id, { hasStarted: 'true' })).toBe(3)
    expect(ids(await list(bot.id, { hasStarted: 'false' }))).toEqual([silent.id])
  })

  it('find text in any answer, ignoring case, with % and _ taken literally', async () => {
    const { bot, ninth, tenth, eleventh } = await seedThreeDays()
    expect(ids(await list(bot.id, { search: 'ADA' }))).toEqual([eleventh.id, ninth.id])
    expect(ids(await list(bot.id, { search: '100%' }))).toEqual([tenth.id])
    expect(ids(await list(bot.id, { search: '%' }))).toEqual([tenth.id])
    expect(ids(await list(bot.id, { search: 'a_l' }))).toEqual([])
    expect(ids(await list(bot.id, { search: '   ' }))).toHaveLength(3)
    expect(await countOf(bot.id, { search: 'hopper' })).toBe(1)
  })

  it('combine with each other and with the cursor', async () => {
    const { bot, ninth, eleventh } = await seedThreeDays()
    const query = { search: 'a', isCompleted: 'true', from: '2024-03-09' }
    const first = await list(bot.id, { ...query, limit: '1' })
    expect(ids(first)).toEqual([eleventh.id])
    const second = await list(bot.id, { ...query, limit: '1', cursor: first.body.nextCursor })
    expect(ids(second)).toEqual([ninth.id])
    expect(second.body.nextCursor).toBeNull()
    expect(await countOf(bot.id, query)).toBe(2)
  })

  it('count every result of the bot without filters, for a guest too', async () => {
    const { bot } = await seedThreeDays()
    const reply = await server.as(guest).get(`${resultsOf(bot.id)}/count`)
    expect(reply.body).toEqual({ total: 3 })
  })

  it('refuse a malformed day, `to` before `from`, and an overlong search with 400 naming the field', async () => {
    const { bot } = await seedThreeDays()
    for (const [query, field] of [
      [{ from: '10/03/2024' }, 'from'],
      [{ to: '2024-02-30' }, 'to'],
      [{ from: '2024-03-11', to: '2024-03-10' }, 'to'],
      [{ search: 'x'.repeat(201) }, 'search'],
      [{ isCompleted: 'maybe' }, 'isCompleted'],
    ] as const) {
      const reply = await server.as(server.owner).get(`${resultsOf(bot.id)}/count`, query)
      expectError(reply, 400, 'BAD_REQUEST')
      expect(reply.body.data.fields, JSON.stringify(query)).toEqual([expect.objectContaining({ path: field })])
    }
  })

  it('answer 404 to an outsider', async () => {
    const { bot } = await seedThreeDays()
    expectError(await server.as(outsider).get(`${resultsOf(bot.id)}/count`), 404, 'NOT_FOUND')
  })
})

describe('DELETE /v1/bots/{botId}/results with filters', () => {
  it('deletes every result the filters select, and only those', async () => {
    const { bot, tenth, eleventh } = await seedThreeDays()
    const reply = await server.as(server.owner).request('DELETE', resultsOf(bot.id), { query: { search: 'ada', isCompleted: 'true', to: '2024-03-10' } })
    expect(reply.status).toBe(200)
    expect(reply.body.deletedCount).toBe(1)
    expect(ids(await list(bot.id))).toEqual([eleventh.id, tenth.id])
  })

  it('takes the filters from the body as well', async () => {
    const { bot, tenth } = await seedThreeDays()
    const reply = await server.as(server.owner).delete(resultsOf(bot.id), { isCompleted: true })
    expect(reply.body.deletedCount).toBe(2)
    expect(ids(await list(bot.id))).toEqual([tenth.id])
  })

  it('deletes only the named results that also pass the filters', async () => {
    const { bot, ninth, tenth, eleventh } = await seedThreeDays()
    const reply = await server.as(server.owner).delete(resultsOf(bot.id), { resultIds: `${ninth.id},${tenth.id}`, isCompleted: true })
    expect(reply.body.deletedCount).toBe(1)
    expect(ids(await list(bot.id))).toEqual([eleventh.id, tenth.id])
  })
})

describe('GET /v1/bots/{botId}/results/columns', () => {
  const input = (id: string, type: string, variableId?: string) => ({ id, type, ...(variableId && { options: { variableId } }) })
  const document = {
    groups: [
      { id: 'g1', title: 'Contact', graphCoordinates: { x: 0, y: 0 }, blocks: [input('name', 'text input', 'v-name'), input('mail', 'email input')] },
      { id: 'g2', title: 'Documents', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'hi', type: 'text', content: { richText: [] } }, input('cv', 'file input')] },
      { id: 'g3', title: 'Name', graphCoordinates: { x: 0, y: 0 }, blocks: [input('again', 'text input')] },
    ],
    variables: [
      { id: 'v-name', name: 'Name' },
      { id: 'v-score', name: 'Score' },
      { id: 'v-session', name: 'Token', isSessionVariable: true },
    ],
  }

  it('heads inputs by their variable, else their group (numbered after the first), then the other saved variables', async () => {
    const bot = await createBot(server, document)
    const reply = await server.as(guest).get(`${resultsOf(bot.id)}/columns`)
    expect(reply.status).toBe(200)
    const { columns } = expectShape(outputOf(contract.results.columns), reply.body)
    expect(columns).toEqual([
      { id: 'block:name', kind: 'block', label: 'Name', blockId: 'name', blockType: 'text input' },
      { id: 'block:mail', kind: 'block', label: 'Contact (1)', blockId: 'mail', blockType: 'email input' },
      { id: 'block:cv', kind: 'block', label: 'Documents', blockId: 'cv', blockType: 'file input' },
      { id: 'block:again', kind: 'block', label: 'Name (2)', blockId: 'again', blockType: 'text input' },
      { id: 'variable:v-score', kind: 'variable', label: 'Score', variableId: 'v-score' },
    ])
  })

  it('keeps the column of a block only the published version still has', async () => {
    const bot = await createBot(server, document)
    expect((await server.as(server.owner).post(`/v1/bots/${bot.id}/publish`)).status).toBe(200)
    const withoutCv = document.groups.map((g) => ({ ...g, blocks: g.blocks.filter((b) => b.id !== 'cv') }))
    const patched = await editBot(server, bot.id, { groups: withoutCv })
    expect(patched.status, JSON.stringify(patched.body)).toBe(200)
    const { columns } = (await server.as(server.owner).get(`${resultsOf(bot.id)}/columns`)).body
    expect(columns.map((c: { id: string }) => c.id)).toEqual(['block:name', 'block:mail', 'block:again', 'block:cv', 'variable:v-score'])
  })

  it('answers 404 to an outsider', async () => {
    const bot = await createBot(server, document)
    expectError(await server.as(outsider).get(`${resultsOf(bot.id)}/columns`), 404, 'NOT_FOUND')
  })
})
