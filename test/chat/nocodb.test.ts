import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { minimalBotFile } from '../support/apiFixtures'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeNocodb } from '../support/fakeNocodb'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let nocodb: Awaited<ReturnType<typeof startFakeNocodb>>
beforeAll(async () => {
  nocodb = await startFakeNocodb([
    { Id: 1, Name: 'Ada', Email: 'ada@example.com', Plan: 'pro' },
    { Id: 2, Name: 'Grace', Email: 'grace@example.com', Plan: 'pro' },
    { Id: 3, Name: 'Alan', Email: 'alan@example.com', Plan: 'free' },
  ])
  // The fake listens on loopback: the operator's allowlist lets bots reach it.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await nocodb.close()
})

async function nocodbCredentials(apiKey = 'noco-token') {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, {
    credentials: { type: 'nocodb', name: 'NocoDB', data: { apiKey, baseUrl: `${nocodb.baseUrl}/` } },
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

const variables = [
  { id: 've', name: 'Email' },
  { id: 'vn', name: 'Name' },
  { id: 'vp', name: 'Plan' },
]

/** An email asked, then the NocoDB block as Typebot exports it, then what the variables hold. */
const nocodbBot = (options: Record<string, unknown>) =>
  linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 've' } },
      { id: 'db', type: 'nocodb', options },
      textBlock('say', 'Name={{Name}} Plan={{Plan}}'),
    ],
    variables,
  )

async function run(options: Record<string, unknown>, answer = 'ada@example.com') {
  const { botId, publicId } = await createAndPublish(server, nocodbBot(options))
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, answer)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { said: JSON.stringify(reply.body.messages), logs: JSON.stringify(logs.body.logs) }
}

describe('the NocoDB block', () => {
  it('searches records with a templated filter and maps fields into variables, with the token', async () => {
    const credentialsId = await nocodbCredentials()
    const { said } = await run({
      action: 'Search Records',
      credentialsId,
      tableId: 'tbl',
      viewId: 'vw1',
      filter: { comparisons: [{ input: 'Email', operator: 'Equal to', value: '{{Email}}' }] },
      responseMapping: [
        { fieldName: 'Name', variableId: 'vn' },
        { fieldName: 'Plan', variableId: 'vp' },
      ],
    })
    expect(said).toContain('Name=Ada Plan=pro')
    const request = nocodb.requests.at(-1)!
    expect(request.path).toBe('/api/v2/tables/tbl/records')
    expect(request.headers['xc-token']).toBe('noco-token')
    expect(Object.fromEntries(request.query)).toEqual({ where: '(Email,eq,ada@example.com)', viewId: 'vw1', limit: '1000' })
  })

  it('maps every matching record as a list, or the one its return type picks', async () => {
    const credentialsId = await nocodbCredentials()
    const filter = { comparisons: [{ input: 'Plan', operator: 'Equal to', value: 'pro' }] }
    const all = await run({ action: 'Search Records', credentialsId, tableId: 'tbl', filter, responseMapping: [{ fieldName: 'Name', variableId: 'vn' }] })
    expect(all.said).toContain('Name=[\\"Ada\\",\\"Grace\\"]')
    const last = await run({ action: 'Search Records', credentialsId, tableId: 'tbl', filter, returnType: 'Last', responseMapping: [{ fieldName: 'Name', variableId: 'vn' }] })
    expect(last.said).toContain('Name=Grace Plan=')
  })

  it('creates a record from templated fields and links its link column', async () => {
    const credentialsId = await nocodbCredentials()
    await run({
      action: 'Create Record',
      credentialsId,
      tableId: 'tbl',
      fields: [
        { key: 'Email', value: '{{Email}}' },
        { key: 'Plan', value: 'trial' },
        { key: 'Tags', value: '[7, 8]' },
        { key: 'Empty', value: '' },
      ],
    }, 'new@example.com')
    expect(nocodb.rows.at(-1)).toMatchObject({ Email: 'new@example.com', Plan: 'trial' })
    expect(nocodb.rows.at(-1)).not.toHaveProperty('Empty')
    expect(nocodb.links.at(-1)).toEqual({ columnId: 'cTags', recordId: String(nocodb.rows.at(-1)!.Id), body: [{ Id: 7 }, { Id: 8 }] })
  })

  it('updates every record the filter selects', async () => {
    const credentialsId = await nocodbCredentials()
    await run({
      action: 'Update Existing Record',
      credentialsId,
      tableId: 'tbl',
      filter: { comparisons: [{ input: 'Email', operator: 'Equal to', value: '{{Email}}' }] },
      updates: [{ fieldName: 'Plan', value: 'enterprise' }],
    }, 'alan@example.com')
    expect(nocodb.rows.find((row) => row.Name === 'Alan')).toMatchObject({ Plan: 'enterprise' })
    expect(nocodb.rows.find((row) => row.Name === 'Ada')).toMatchObject({ Plan: 'pro' })
    const patch = nocodb.requests.find((request) => request.method === 'PATCH')!
    expect(patch.body).toEqual([{ Id: 3, Plan: 'enterprise' }])
  })

  it('logs NocoDB’s error answer on the result and the chat goes on', async () => {
    const credentialsId = await nocodbCredentials('wrong-token')
    const { said, logs } = await run({ action: 'Search Records', credentialsId, tableId: 'tbl', responseMapping: [{ fieldName: 'Name', variableId: 'vn' }] })
    expect(said).toContain('Name= Plan=')
    expect(logs).toContain('NocoDB: Search Records failed')
    expect(logs).toContain('HTTP 401')
    expect(logs).toContain('Invalid token')
  })

  it('logs missing credentials on the result and the chat goes on, without calling NocoDB', async () => {
    const before = nocodb.requests.length
    const { said, logs } = await run({ action: 'Search Records', tableId: 'tbl', responseMapping: [{ fieldName: 'Name', variableId: 'vn' }] })
    expect(said).toContain('Name= Plan=')
    expect(logs).toContain('NocoDB block has no usable credentials')
    expect(nocodb.requests.length).toBe(before)
  })

  it('imports with no unsupported block, and reports an action it does not run', async () => {
    const importBot = (options: Record<string, unknown>) =>
      server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: { ...minimalBotFile(), ...nocodbBot(options) } })
    const reply = await importBot({ action: 'Search Records', tableId: 'tbl', credentialsId: 'from-typebot' })
    expect(reply.status, JSON.stringify(reply.body)).toBe(200)
    expect(reply.body.unsupportedBlocks).toEqual([])
    expect(JSON.stringify(reply.body.bot)).toContain('"credentialsId":"from-typebot"')
    const other = await importBot({ action: 'Delete Records' })
    expect(other.body.unsupportedBlocks).toMatchObject([{ type: 'nocodb', reason: 'nocodb action "Delete Records" is not supported' }])
  })
})
