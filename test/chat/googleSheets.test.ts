import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { type FakeSheet, fakeOAuthClient, fakeServiceAccount, startFakeGoogleSheets } from '../support/fakeGoogleSheets'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

const header = ['Email', 'Name', 'Plan']
const leads: FakeSheet = { sheetId: 0, title: 'Leads', rows: [] }
const orders: FakeSheet = { sheetId: 1873, title: "Q3 'orders'", rows: [] }

let server: TestServer
let google: Awaited<ReturnType<typeof startFakeGoogleSheets>>
let oauthId: string
let serviceAccountId: string

async function storeCredentials(name: string, data: Record<string, string>) {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, { credentials: { type: 'google sheets', name, data } })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

beforeAll(async () => {
  google = await startFakeGoogleSheets({ 'sheet-1': [leads, orders] })
  // The fake Google listens on loopback: the allowlist lets bots reach it.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1', GOOGLE_SHEETS_API_URL: google.sheetsUrl, GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl } })
  oauthId = await storeCredentials('My Google account', fakeOAuthClient)
  serviceAccountId = await storeCredentials('Service account', fakeServiceAccount)
})
afterAll(async () => {
  await server.close()
  await google.close()
})
beforeEach(() => {
  leads.rows = [header, ['ann@example.com', 'Ann', 'free'], ['bob@example.com', 'Bob', 'pro'], ['cid@example.com', 'Cid', 'pro']]
  orders.rows = [['Order', 'Status'], ['A-1', 'open']]
})

const variables = [
  { id: 've', name: 'Email' },
  { id: 'vn', name: 'Name' },
  { id: 'vp', name: 'Plan' },
]

/** An email asked, the Sheets block as Typebot exports it, then what the bot says. */
const sheetBot = (options: Record<string, unknown>, say = 'Done: {{Name}} / {{Plan}}') =>
  linearBot([{ id: 'ask', type: 'email input', options: { variableId: 've' } }, { id: 'sheet', type: 'Google Sheets', options: { spreadsheetId: 'sheet-1', sheetId: '0', ...options } }, textBlock('say', say)], variables)

async function run(options: Record<string, unknown>, answer = 'bob@example.com', say?: string) {
  const { botId, publicId } = await createAndPublish(server, sheetBot(options, say))
  const chat = await startChat(server, publicId)
  const reply = await continueChat(server, chat.body.sessionId, answer)
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  const logs = await server.as(server.owner).get(`/v1/bots/${botId}/results/${chat.body.resultId}/logs`)
  return { said: JSON.stringify(reply.body.messages), logs: logs.body.logs as { status: string; description: string; details?: string }[] }
}

const sheetCalls = () => google.requests.filter((request) => request.path.startsWith('/v4/'))

describe('the Google Sheets block', () => {
  it('inserts a row with a Google account: the refresh token exchanged, the templated cells appended under their columns', async () => {
    const before = google.requests.length
    const { said, logs } = await run({
      action: 'Insert a row',
      credentialsId: oauthId,
      cellsToInsert: [
        { id: 'c1', column: 'Plan', value: 'trial' },
        { id: 'c2', column: 'Email', value: '{{Email}}' },
        { id: 'c3', column: 'Name' },
      ],
    }, 'dee@example.com')
    expect(leads.rows.at(-1)).toEqual(['dee@example.com', '', 'trial'])
    const calls = google.requests.slice(before)
    expect(Object.fromEntries(new URLSearchParams(calls[0].body))).toEqual({ grant_type: 'refresh_token', refresh_token: fakeOAuthClient.refreshToken, client_id: fakeOAuthClient.clientId, client_secret: fakeOAuthClient.clientSecret })
    expect(calls.at(-1)).toMatchObject({ method: 'POST', path: expect.stringContaining(':append?valueInputOption=USER_ENTERED'), authorization: expect.stringMatching(/^Bearer ya29\./) })
    expect(logs).toContainEqual(expect.objectContaining({ status: 'success', description: 'Inserted a row in Leads' }))
    expect(said).toContain('Done:')
  })

  it('gets the matching row’s cells into variables with a service account (a JWT signed with its key)', async () => {
    const { said } = await run({
      action: 'Get data from sheet',
      credentialsId: serviceAccountId,
      filter: { comparisons: [{ id: 'f1', column: 'Email', comparisonOperator: 'Equal to', value: '{{Email}}' }] },
      cellsToExtract: [
        { id: 'x1', column: 'Name', variableId: 'vn' },
        { id: 'x2', column: 'Plan', variableId: 'vp' },
      ],
    })
    expect(said).toContain('Done: Bob / pro')
    const token = google.requests.findLast((request) => request.path === '/token')!
    expect(new URLSearchParams(token.body).get('grant_type')).toBe('urn:ietf:params:oauth:grant-type:jwt-bearer')
  })

  it('gets every matching row as a list, or the last one only, and reads a legacy reference cell', async () => {
    const all = await run({ action: 'Get data from sheet', credentialsId: oauthId, filter: { comparisons: [{ id: 'f', column: 'Plan', comparisonOperator: 'Equal to', value: 'pro' }] }, cellsToExtract: [{ id: 'x', column: 'Name', variableId: 'vn' }] }, 'x@example.com', 'Names: {{Name}}')
    // A list variable reads as its JSON text in a bubble.
    expect(all.said).toContain('Names: [\\"Bob\\",\\"Cid\\"]')
    const last = await run({ action: 'Get data from sheet', credentialsId: oauthId, totalRowsToExtract: 'Last', cellsToExtract: [{ id: 'x', column: 'Name', variableId: 'vn' }] }, 'x@example.com', 'Last: {{Name}}')
    expect(last.said).toContain('Last: Cid')
    const legacy = await run({ action: 'Get data from sheet', credentialsId: oauthId, referenceCell: { id: 'r', column: 'Email', value: '{{Email}}' }, cellsToExtract: [{ id: 'x', column: 'Name', variableId: 'vn' }] }, 'ann@example.com', 'Legacy: {{Name}}')
    expect(legacy.said).toContain('Legacy: Ann')
  })

  it('updates every row matching the filter (OR of comparisons) on a tab named by its title', async () => {
    const { logs } = await run({
      action: 'Update a row',
      credentialsId: oauthId,
      sheetId: "Q3 'orders'",
      filter: {
        logicalOperator: 'OR',
        comparisons: [
          { id: 'f1', column: 'Order', comparisonOperator: 'Equal to', value: 'A-1' },
          { id: 'f2', column: 'Order', comparisonOperator: 'Starts with', value: 'Z' },
        ],
      },
      cellsToUpsert: [{ id: 'u', column: 'Status', value: 'paid by {{Email}}' }],
    })
    expect(orders.rows).toEqual([['Order', 'Status'], ['A-1', 'paid by bob@example.com']])
    expect(sheetCalls().at(-1)).toMatchObject({ method: 'PUT', path: expect.stringContaining(encodeURIComponent("'Q3 ''orders'''!A2:B2")) })
    expect(logs).toContainEqual(expect.objectContaining({ status: 'success', description: "Updated 1 row in Q3 'orders'" }))
  })

  it('does not update without a filter, and says when no row matches', async () => {
    const unfiltered = await run({ action: 'Update a row', credentialsId: oauthId, cellsToUpsert: [{ id: 'u', column: 'Plan', value: 'gone' }] })
    expect(unfiltered.logs).toContainEqual(expect.objectContaining({ status: 'error', description: expect.stringContaining('needs cells to update and a filter') }))
    const none = await run({ action: 'Update a row', credentialsId: oauthId, filter: { comparisons: [{ id: 'f', column: 'Email', comparisonOperator: 'Equal to', value: 'nobody' }] }, cellsToUpsert: [{ id: 'u', column: 'Plan', value: 'gone' }] })
    expect(none.logs).toContainEqual(expect.objectContaining({ status: 'info', description: 'No row matches the filter' }))
    expect(leads.rows.flat()).not.toContain('gone')
  })

  it('logs an error and goes on when credentials are missing, refused, or Google answers an error', async () => {
    const get = { action: 'Get data from sheet', cellsToExtract: [{ id: 'x', column: 'Name', variableId: 'vn' }] }
    const missing = await run({ ...get, credentialsId: 'not-stored' })
    expect(missing.logs).toContainEqual(expect.objectContaining({ status: 'error', description: 'Google Sheets block has no usable credentials' }))
    expect(missing.said).toContain('Done:')

    const revoked = await storeCredentials('Revoked', { ...fakeOAuthClient, refreshToken: 'revoked' })
    const refused = await run({ ...get, credentialsId: revoked })
    expect(refused.logs).toContainEqual(expect.objectContaining({ status: 'error', details: 'Google refused the credentials (400, invalid_grant: Bad Request)' }))
    expect(refused.said).toContain('Done:')

    const unknown = await run({ ...get, credentialsId: oauthId, spreadsheetId: 'deleted-sheet' })
    expect(unknown.logs).toContainEqual(expect.objectContaining({ status: 'error', description: 'Google Sheets “Get data from sheet” failed', details: 'Google Sheets answered 404: Requested entity was not found.' }))
    expect(unknown.said).toContain('Done:')

    const noTab = await run({ ...get, credentialsId: oauthId, sheetId: '999' })
    expect(noTab.logs).toContainEqual(expect.objectContaining({ status: 'error', description: 'Google Sheets block’s sheet is not in the spreadsheet' }))
  })

  it('imports from a Typebot export as a block that runs (nothing reported unsupported)', async () => {
    const bot = sheetBot({ action: 'Insert a row', credentialsId: 'typebot-credentials', cellsToInsert: [{ id: 'c', column: 'Email', value: '{{Email}}' }] })
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: { ...bot, version: '6', theme: {} } })
    expect(imported.status, JSON.stringify(imported.body)).toBe(200)
    expect(imported.body.unsupportedBlocks).toEqual([])
  })
})
