import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { csvField, csvRecord } from '../../src/server/results/export/csv'
import { answers } from '../../src/server/db/schema'
import { createBot, insertResults } from '../support/apiFixtures'
import { expectError } from '../support/expectShape'
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

/** RFC 4180 records: quoted fields may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"'
      i++
    } else if (c === '"') quoted = !quoted
    else if (quoted) field += c
    else if (c === ',') {
      record.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      records.push([...record, field])
      record = []
      field = ''
      i++
    } else field += c
  }
  return records
}

/** Calls the export as a browser would, keeping the raw bytes (fetch's text() would drop the BOM). */
async function exportRaw(botId: string, body: Record<string, unknown> = {}, token: string | null = server.owner.token) {
  const response = await fetch(`${server.baseUrl}/api/v1/bots/${botId}/results/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
    body: JSON.stringify(body),
  })
  const bytes = new Uint8Array(await response.arrayBuffer())
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) }
}

const tricky = [
  'Doe, Jane',
  'She said "hi"',
  'line one\nline two',
  '=HYPERLINK("http://evil.example","click")',
  '+33 6 12 34 56 78',
  '-2+3',
  '@SUM(A1:A2)',
  '\tindented',
  '\rreturn',
  'Zoë ☕ 日本 🎉',
]

/** A bot of one text input per tricky value, and a list variable; one result answering them all. */
async function seedTrickyResult() {
  const blocks = tricky.map((_, i) => ({ id: `q${i}`, type: 'text input' }))
  const bot = await createBot(server, {
    name: 'Zoë’s survey',
    groups: [{ id: 'g1', title: 'Question', graphCoordinates: { x: 0, y: 0 }, blocks }],
    variables: [{ id: 'v-tags', name: 'Tags' }],
  })
  const [result] = await insertResults(server, bot.id, [
    { createdAt: new Date('2024-03-10T12:34:56Z'), hasStarted: true, variables: [{ id: 'v-tags', name: 'Tags', value: ['a', 'b, c'] }] },
  ])
  await server.db.insert(answers).values(tricky.map((content, i) => ({ resultId: result.id, blockId: `q${i}`, content })))
  return { bot, result }
}

describe('CSV fields', () => {
  it('are quoted when they hold a comma, a quote or a line break, quotes doubled', () => {
    expect(csvField('plain')).toBe('plain')
    expect(csvField('a,b')).toBe('"a,b"')
    expect(csvField('say "hi"')).toBe('"say ""hi"""')
    expect(csvField('a\nb')).toBe('"a\nb"')
    expect(csvField('a\r\nb')).toBe('"a\r\nb"')
  })

  it('starting with =, +, -, @, a tab or a carriage return get an apostrophe first', () => {
    expect(['=1+1', '+1', '-1', '@A1', '\tx', '\rx'].map(csvField)).toEqual(["'=1+1", "'+1", "'-1", "'@A1", `"'\tx"`, `"'\rx"`])
    expect(csvField('a=1')).toBe('a=1')
  })

  it('holding a formula after a separator another locale splits on are disarmed and quoted', () => {
    expect(csvField("a;=cmd|' /C calc'!A0")).toBe(`"'a;=cmd|' /C calc'!A0"`)
    expect(csvField('x\t+1')).toBe(`"'x\t+1"`)
    expect(csvField('a, -2')).toBe(`"'a, -2"`)
    expect(csvField('a;b')).toBe('"a;b"')
  })

  it('make records ended by CRLF', () => {
    expect(csvRecord(['a', 'b,c', ''])).toBe('a,"b,c",\r\n')
  })
})

describe('POST /v1/bots/{botId}/results/export', () => {
  it('writes UTF-8 CSV with a byte order mark, quoting and formula prefixes, as an attachment', async () => {
    const { bot } = await seedTrickyResult()
    const { response, bytes, text } = await exportRaw(bot.id, { timeZone: 'Europe/Paris' }, guest.token)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="Zo__s survey results \d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''Zo%C3%AB%E2%80%99s%20survey/)
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const [header, row, ...rest] = parseCsv(text.slice(1))
    expect(rest).toEqual([])
    expect(header).toEqual(['Submitted at (Europe/Paris)', 'Question', ...tricky.slice(1).map((_, i) => `Question (${i + 1})`), 'Tags'])
    expect(row).toEqual([
      '2024-03-10 13:34:56',
      'Doe, Jane',
      'She said "hi"',
      'line one\nline two',
      `'=HYPERLINK("http://evil.example","click")`,
      "'+33 6 12 34 56 78",
      "'-2+3",
      "'@SUM(A1:A2)",
      "'\tindented",
      "'\rreturn",
      'Zoë ☕ 日本 🎉',
      'a, b, c',
    ])
  })

  it('streams every result newest first, over many pages, the same count as the filters select', async () => {
    const bot = await createBot(server, { groups: [{ id: 'g1', title: 'Q', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'q', type: 'text input' }] }] })
    const start = Date.UTC(2024, 0, 1)
    const rows = await insertResults(
      server,
      bot.id,
      Array.from({ length: 2345 }, (_, i) => ({ createdAt: new Date(start + i * 60_000), isCompleted: i % 2 === 0 })),
    )
    await server.db.insert(answers).values(rows.map((row, i) => ({ resultId: row.id, blockId: 'q', content: `answer ${i}` })))
    const { response, text } = await exportRaw(bot.id)
    // Written while read: no length is known in advance.
    expect(response.headers.get('content-length')).toBeNull()
    const [, ...records] = parseCsv(text.slice(1))
    expect(records).toHaveLength(2345)
    expect(records[0][1]).toBe('answer 2344')
    expect(records.at(-1)![1]).toBe('answer 0')
    const completed = parseCsv((await exportRaw(bot.id, { isCompleted: true })).text.slice(1))
    const { total } = (await server.as(server.owner).get(`/v1/bots/${bot.id}/results/count`, { isCompleted: 'true' })).body
    expect(completed.length - 1).toBe(total)
    expect(total).toBe(1173)
  })

  it('cuts the download short when a page fails after the first was sent, so a truncated export never looks complete', async () => {
    const bot = await createBot(server, {
      groups: [{ id: 'g1', title: 'Q', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'q', type: 'text input', options: { variableId: 'v1' } }] }],
      variables: [{ id: 'v1', name: 'Name' }, { id: 'v2', name: 'Score' }],
    })
    const start = Date.UTC(2024, 0, 1)
    // The oldest result, on the second page, holds variables the database cannot read as a list (for the Score column).
    await insertResults(server, bot.id, [
      { createdAt: new Date(start), variables: 'not a list' as never },
      ...Array.from({ length: 400 }, (_, i) => ({ createdAt: new Date(start + (i + 1) * 60_000) })),
    ])
    const response = await fetch(`${server.baseUrl}/api/v1/bots/${bot.id}/results/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.owner.token}` },
      body: '{}',
    })
    expect(response.status).toBe(200)
    await expect(response.text()).rejects.toThrow()
    // Only that download failed.
    expect((await exportRaw(bot.id, { resultIds: 'none-such' })).response.status).toBe(200)
  })

  it('exports only the results named in resultIds', async () => {
    const bot = await createBot(server)
    const [a, , c] = await insertResults(server, bot.id, [{}, {}, {}])
    const { text } = await exportRaw(bot.id, { resultIds: `${a.id},${c.id}`, format: 'json' })
    expect(JSON.parse(text).map((r: { id: string }) => r.id).sort()).toEqual([a.id, c.id].sort())
  })

  it('writes JSON: the API results, each with its row as the table shows it', async () => {
    const { bot, result } = await seedTrickyResult()
    const { response, text } = await exportRaw(bot.id, { format: 'json', search: 'jane' })
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(response.headers.get('content-disposition')).toContain('.json')
    const exported = JSON.parse(text)
    expect(exported).toHaveLength(1)
    expect(exported[0]).toMatchObject({ id: result.id, createdAt: '2024-03-10T12:34:56.000Z', answers: expect.any(Array) })
    expect(exported[0].columns).toMatchObject({ Question: 'Doe, Jane', 'Question (3)': '=HYPERLINK("http://evil.example","click")', Tags: ['a', 'b, c'] })
    expect(JSON.parse((await exportRaw(bot.id, { format: 'json', search: 'nobody' })).text)).toEqual([])
  })

  it('writes only the columns named, in their order, as the table shows them', async () => {
    const { bot } = await seedTrickyResult()
    const { text } = await exportRaw(bot.id, { columns: ['variable:v-tags', 'block:q0'] })
    expect(parseCsv(text.slice(1))).toEqual([
      ['Submitted at (UTC)', 'Tags', 'Question'],
      ['2024-03-10 12:34:56', 'a, b, c', 'Doe, Jane'],
    ])
    const json = JSON.parse((await exportRaw(bot.id, { format: 'json', columns: ['block:q1'] })).text)
    expect(json[0].columns).toEqual({ 'Question (1)': 'She said "hi"' })
    const unknown = await server.as(server.owner).post(`/v1/bots/${bot.id}/results/export`, { columns: ['block:q0', 'block:gone'] })
    expectError(unknown, 400, 'BAD_REQUEST')
    expect(unknown.body.data.fields).toEqual([expect.objectContaining({ path: 'columns' })])
  })

  it('writes only the header when nothing matches', async () => {
    const { bot } = await seedTrickyResult()
    const { text } = await exportRaw(bot.id, { search: 'nobody said this' })
    expect(parseCsv(text.slice(1))).toHaveLength(1)
  })

  it('refuses an empty resultIds or an unknown format with 400, a missing token with 401, an outsider with 404', async () => {
    const { bot } = await seedTrickyResult()
    const empty = await server.as(server.owner).post(`/v1/bots/${bot.id}/results/export`, { resultIds: ' , ' })
    expectError(empty, 400, 'BAD_REQUEST')
    expect(empty.body.data.fields).toEqual([expect.objectContaining({ path: 'resultIds' })])
    const format = await server.as(server.owner).post(`/v1/bots/${bot.id}/results/export`, { format: 'xlsx' })
    expectError(format, 400, 'BAD_REQUEST')
    expect(format.body.data.fields).toEqual([expect.objectContaining({ path: 'format' })])
    expectError(await server.as(null).post(`/v1/bots/${bot.id}/results/export`, {}), 401, 'UNAUTHORIZED')
    expectError(await server.as(outsider).post(`/v1/bots/${bot.id}/results/export`, {}), 404, 'NOT_FOUND')
  })

  it('is described in the OpenAPI document as CSV or JSON', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()
    const operation = document.paths['/v1/bots/{botId}/results/export'].post
    expect(Object.keys(operation.responses['200'].content)).toEqual(['text/csv', 'application/json'])
    expect(operation.responses['200'].headers).toHaveProperty('content-disposition')
    const list = document.paths['/v1/bots/{botId}/results'].get
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['from', 'to', 'isCompleted', 'search', 'timeFilter', 'timeZone']))
  })
})
