import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contract } from '../../src/shared/contract'
import { errorBodySchema } from '../../src/shared/errors'
import { createBot, contractRoutes, createFolder, fillPath, insertResults } from '../support/apiFixtures'
import { expectError } from '../support/expectShape'
import { startTestServer, type TestServer } from '../support/testServer'

const MAX_BODY = 2000
let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ maxBodySize: MAX_BODY })
})
afterAll(() => server.close())

/** The exact error body of the spec: these five keys and no other. */
const expectErrorBody = (body: unknown) => expect(() => errorBodySchema.strict().parse(body)).not.toThrow()

describe('request bodies over the size limit', () => {
  it('answer 413 with the error body', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, folderName: 'x'.repeat(MAX_BODY) })
    expectError(reply, 413, 'PAYLOAD_TOO_LARGE')
    expectErrorBody(reply.body)
  })

  it('answer 413 when sent chunked, without a Content-Length', async () => {
    const chunk = new TextEncoder().encode(JSON.stringify({ workspaceId: server.workspaceId, folderName: 'y'.repeat(MAX_BODY) }))
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(chunk.slice(0, 1000))
        controller.enqueue(chunk.slice(1000))
        controller.close()
      },
    })
    const response = await fetch(`${server.baseUrl}/api/v1/folders`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${server.owner.token}`, 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    const body = await response.json()
    expectError({ status: response.status, body }, 413, 'PAYLOAD_TOO_LARGE')
    const folders = await server.as(server.owner).get('/v1/folders', { workspaceId: server.workspaceId })
    expect(folders.body.folders.map((f: { name: string }) => f.name)).not.toContain('y'.repeat(MAX_BODY))
  })

  it('are accepted just under the limit', async () => {
    const reply = await server.as(server.owner).post('/v1/folders', { workspaceId: server.workspaceId, folderName: 'z'.repeat(150) })
    expect(reply.status).toBe(200)
  })
})

describe('malformed requests', () => {
  it('answer 400 with the error body for malformed JSON', async () => {
    const reply = await server.as(server.owner).request('POST', '/v1/folders', { rawBody: '{"workspaceId": ' })
    expectError(reply, 400, 'BAD_REQUEST')
    expectErrorBody(reply.body)
  })

  it('answer 400 for a JSON body that is not an object', async () => {
    const reply = await server.as(server.owner).request('POST', '/v1/folders', { rawBody: '[1, 2]' })
    expectError(reply, 400, 'BAD_REQUEST')
    expectErrorBody(reply.body)
  })
})

describe('unknown routes under /api', () => {
  it('answer 404 with the error body, never HTML', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nope'],
      ['POST', '/v1/bots/abc/explode'],
      ['GET', '/v2/workspaces'],
      ['PUT', '/v1/workspaces'],
    ]) {
      const reply = await server.as(server.owner).request(method, path)
      expectError(reply, 404, 'NOT_FOUND')
      expectErrorBody(reply.body)
      expect(reply.headers.get('content-type')).toContain('application/json')
    }
  })

  it('answer 404 with the error body without a token too', async () => {
    const reply = await server.as(null).get('/v1/nope')
    expectError(reply, 404, 'NOT_FOUND')
  })
})

describe('authentication failures', () => {
  it('answer 401 with the error body for a missing, malformed or unknown token', async () => {
    const variants: Record<string, string>[] = [{}, { Authorization: 'Token abc' }, { Authorization: 'Bearer' }, { Authorization: 'Bearer not-a-token' }]
    for (const headers of variants) {
      const reply = await server.as(null).request('GET', '/v1/workspaces', { headers })
      expectError(reply, 401, 'UNAUTHORIZED')
      expectErrorBody(reply.body)
      expect(reply.body.defined).toBe(true)
    }
  })
})

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document listing every route of the contract', async () => {
    const response = await fetch(`${server.baseUrl}/api/openapi.json`)
    expect(response.status).toBe(200)
    const document = await response.json()
    expect(document.openapi).toMatch(/^3\.1\./)
    const missing = contractRoutes(contract)
      .map(({ route }) => route['~orpc'].route)
      .filter(({ method, path }) => !document.paths?.[path!]?.[method!.toLowerCase()])
      .map(({ method, path }) => `${method} ${path}`)
    expect(missing).toEqual([])
  })

  it('documents the error body and the bearer scheme', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
    const operation = document.paths['/v1/folders/{folderId}'].get
    for (const status of ['400', '401', '403', '404']) {
      const schema = operation.responses[status].content['application/json'].schema
      expect(schema.required).toEqual(expect.arrayContaining(['defined', 'code', 'status', 'message', 'data']))
    }
  })

  it('declares 409 on every route whose contract declares CONFLICT', async () => {
    const document = await (await fetch(`${server.baseUrl}/api/openapi.json`)).json()
    for (const { name, route } of contractRoutes(contract)) {
      const { method, path } = route['~orpc'].route
      const errorMap = (route['~orpc'] as unknown as { errorMap: Record<string, unknown> }).errorMap
      if (!('CONFLICT' in errorMap)) continue
      expect(Object.keys(document.paths[path!][method!.toLowerCase()].responses), name).toContain('409')
    }
  })
})

describe('GET /api/docs', () => {
  it('is an HTML reference page naming the routes', async () => {
    const response = await fetch(`${server.baseUrl}/api/docs`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    const html = await response.text()
    expect(html).toMatch(/<html/i)
    expect(html).toContain('/v1/bots/{botId}')
  })
})

type InvalidRequest = {
  params?: Record<string, string>
  body?: unknown
  query?: Record<string, string>
  /** The path `data.fields` must name. */
  field: string | RegExp
}

/** An id longer than the 256 characters any id may have. */
const tooLong = 'x'.repeat(300)

describe('invalid input on every route', () => {
  let ids: Record<string, string>
  beforeAll(async () => {
    const bot = await createBot(server)
    const folder = await createFolder(server)
    const [result] = await insertResults(server, bot.id, [{}])
    ids = { botId: bot.id, folderId: folder.id, resultId: result.id, workspaceId: server.workspaceId, userId: server.owner.userId }
  })

  /** One invalid request per route that takes input; the answer must be a 400 naming the field. */
  const invalid: Record<string, () => InvalidRequest> = {
    'users.createToken': () => ({ body: { name: '' }, field: 'name' }),
    'session.create': () => ({ body: { token: '' }, field: 'token' }),
    'users.deleteToken': () => ({ params: { tokenId: tooLong }, field: 'tokenId' }),
    'workspaces.create': () => ({ body: { name: '' }, field: 'name' }),
    'workspaces.get': () => ({ params: { workspaceId: tooLong }, field: 'workspaceId' }),
    'workspaces.update': () => ({ params: { workspaceId: ids.workspaceId }, body: { icon: 42 }, field: 'icon' }),
    'workspaces.delete': () => ({ params: { workspaceId: tooLong }, body: {}, field: 'workspaceId' }),
    'workspaces.members.list': () => ({ params: { workspaceId: tooLong }, field: 'workspaceId' }),
    'workspaces.members.add': () => ({ params: { workspaceId: ids.workspaceId }, body: { email: 'nope', role: 'GUEST' }, field: 'email' }),
    'workspaces.members.update': () => ({ params: { workspaceId: ids.workspaceId, userId: ids.userId }, body: { role: 'OWNER' }, field: 'role' }),
    'workspaces.members.remove': () => ({ params: { workspaceId: ids.workspaceId, userId: tooLong }, field: 'userId' }),
    'workspaces.members.resendInvitation': () => ({ params: { workspaceId: ids.workspaceId, userId: tooLong }, field: 'userId' }),
    'workspaces.members.revokeInvitation': () => ({ params: { workspaceId: tooLong, userId: ids.userId }, field: 'workspaceId' }),
    'folders.create': () => ({ body: { workspaceId: ids.workspaceId, folderName: '' }, field: 'folderName' }),
    'folders.list': () => ({ query: {}, field: 'workspaceId' }),
    'folders.get': () => ({ params: { folderId: tooLong }, field: 'folderId' }),
    'folders.update': () => ({ params: { folderId: ids.folderId }, body: { folder: { name: '' } }, field: 'folder.name' }),
    'folders.delete': () => ({ params: { folderId: tooLong }, field: 'folderId' }),
    'bots.create': () => ({ body: { workspaceId: ids.workspaceId, bot: { publicId: 'has space' } }, field: 'bot.publicId' }),
    'bots.list': () => ({ query: { workspaceId: '' }, field: 'workspaceId' }),
    'bots.get': () => ({ params: { botId: ids.botId }, query: { migrateToLatestVersion: 'perhaps' }, field: 'migrateToLatestVersion' }),
    'bots.update': () => ({
      params: { botId: ids.botId },
      body: { bot: { groups: [{ id: 'g', title: 'G', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'r', type: 'rating input', options: { length: 0 } }] }] } },
      field: 'bot.groups.0.blocks.0.options.length',
    }),
    'bots.delete': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'bots.duplicate': () => ({ params: { botId: ids.botId }, body: { name: '' }, field: 'name' }),
    'notes.list': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'notes.create': () => ({ params: { botId: ids.botId }, body: { note: { content: '', color: 'yellow', graphCoordinates: { x: 0, y: 0 }, width: 200, height: 'tall' } }, field: 'note.height' }),
    'notes.update': () => ({ params: { botId: ids.botId, noteId: 'n1' }, body: { note: { color: 'red' } }, field: 'note.color' }),
    'notes.delete': () => ({ params: { botId: ids.botId, noteId: tooLong }, field: 'noteId' }),
    'bots.testRequest': () => ({ params: { botId: ids.botId }, body: { options: { timeout: 500 } }, field: 'options.timeout' }),
    'bots.import': () => ({ body: { workspaceId: ids.workspaceId, bot: 'a file' }, field: 'bot' }),
    'bots.publish': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'bots.unpublish': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'bots.getPublished': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'bots.listPublished': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'bots.getPublishedVersion': () => ({ params: { botId: ids.botId, publishedBotId: tooLong }, field: 'publishedBotId' }),
    'bots.restorePublishedVersion': () => ({ params: { botId: ids.botId, publishedBotId: tooLong }, field: 'publishedBotId' }),
    'bots.mediaUploadUrl': () => ({ params: { botId: ids.botId }, body: { fileName: 'page.html', fileType: 'text/html', fileSize: 1 }, field: 'fileType' }),
    'bots.publicIdAvailability': () => ({ params: { botId: ids.botId }, query: { publicId: 'a b' }, field: 'publicId' }),
    'results.list': () => ({ params: { botId: ids.botId }, query: { limit: '0' }, field: 'limit' }),
    'results.get': () => ({ params: { botId: ids.botId, resultId: tooLong }, field: 'resultId' }),
    // The route reads its input as {params, query, body}; the field is named with where it came from.
    'results.delete': () => ({ params: { botId: ids.botId }, body: { resultIds: 42 }, field: /(^|\.)resultIds$/ }),
    'results.logs': () => ({ params: { botId: ids.botId, resultId: tooLong }, field: 'resultId' }),
    'results.transcript': () => ({ params: { botId: ids.botId, resultId: tooLong }, field: 'resultId' }),
    'results.count': () => ({ params: { botId: ids.botId }, query: { from: '2026-13-40' }, field: 'from' }),
    'results.columns': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'results.export': () => ({ params: { botId: ids.botId }, body: { format: 'xlsx' }, field: 'format' }),
    'analytics.stats': () => ({ params: { botId: ids.botId }, query: { timeFilter: 'forever' }, field: 'timeFilter' }),
    'analytics.inAndOutCounts': () => ({ params: { botId: ids.botId }, query: { timeZone: 'Nowhere/Else' }, field: 'timeZone' }),
    'analytics.resultsPerDay': () => ({ params: { botId: tooLong }, field: 'botId' }),
    'billing.invoices': () => ({ query: { workspaceId: '' }, field: 'workspaceId' }),
    'billing.usage': () => ({ query: { workspaceId: '' }, field: 'workspaceId' }),
    'credentials.list': () => ({ params: { workspaceId: ids.workspaceId }, query: { type: 'carrier-pigeon' }, field: 'type' }),
    'credentials.create': () => ({
      params: { workspaceId: ids.workspaceId },
      body: { credentials: { type: 'openai', name: 'Key', data: { apiKey: '' } } },
      field: 'credentials.data.apiKey',
    }),
    'credentials.delete': () => ({ params: { workspaceId: ids.workspaceId, credentialsId: tooLong }, field: 'credentialsId' }),
    'chat.startChat': () => ({ params: { publicId: 'any-bot' }, body: { isStreamEnabled: 'yes' }, field: 'isStreamEnabled' }),
    'chat.continueChat': () => ({ params: { sessionId: 's1' }, body: { textBubbleContentFormat: 'html' }, field: 'textBubbleContentFormat' }),
    'chat.switchLanguage': () => ({ params: { sessionId: 's1' }, body: { language: '' }, field: 'language' }),
    'chat.goBack': () => ({ params: { sessionId: tooLong }, body: {}, field: 'sessionId' }),
    'chat.sessionNotices': () => ({ params: { sessionId: 's1' }, query: { after: 'later' }, field: 'after' }),
    'chat.previewStartChat': () => ({ params: { botId: ids.botId }, body: { startFrom: { type: 'group' } }, field: 'startFrom.groupId' }),
    'chat.previewContinueChat': () => ({ params: { botId: ids.botId, sessionId: 's1' }, body: { debug: { action: 'jump' } }, field: 'debug.action' }),
    'chat.clientLogs': () => ({ params: { sessionId: 's1' }, body: { clientLogs: 'all of them' }, field: 'clientLogs' }),
    'chat.executeTestWebhook': () => ({ params: { botId: ids.botId, blockId: tooLong }, body: {}, field: /(^|\.)blockId$/ }),
    'chat.executeWebhook': () => ({ params: { botId: 'b', blockId: 'b1', resultId: tooLong }, body: {}, field: /(^|\.)resultId$/ }),
    'chat.generateUploadUrl': () => ({
      body: { sessionId: 's1', blockId: 'b1', fileName: '', fileType: 'text/plain', fileSize: 1 },
      field: 'fileName',
    }),
  }

  const routesWithInput = contractRoutes(contract).filter(({ route }) => route['~orpc'].inputSchema !== undefined)

  it('has a case for every route that takes input, and none for a route that does not exist', () => {
    expect(Object.keys(invalid).sort()).toEqual(routesWithInput.map(({ name }) => name).sort())
  })

  it.each(routesWithInput.map(({ name, route }) => [name, route] as const))('%s answers 400 naming the invalid field', async (name, route) => {
    const make = invalid[name]
    expect(make, `no invalid-input case for ${name}`).toBeDefined()
    const { params, body, query, field } = make()
    const { method, path } = route['~orpc'].route
    const reply = await server.as(server.owner).request(method!, fillPath(path!, params), { body, query })
    expectError(reply, 400, 'BAD_REQUEST')
    expectErrorBody(reply.body)
    expect(reply.body.defined).toBe(true)
    const paths: string[] = reply.body.data.fields.map((f: { path: string }) => f.path)
    if (typeof field === 'string') {
      expect(paths).toContain(field)
      expect(reply.body.message).toContain(field)
    } else {
      expect(paths.some((p) => field.test(p)), JSON.stringify(paths)).toBe(true)
    }
  })
})
