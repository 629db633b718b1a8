import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { issueToken } from '../../src/server/auth/accounts'
import { members } from '../../src/server/db/schema'
import { contract } from '../../src/shared/contract'
import { errorBodySchema } from '../../src/shared/errors'
import { createId } from '../../src/shared/ids'
import { contractRoutes, createBot, createFolder, createWorkspace, fillPath, insertResults, minimalBotFile, outputOf } from '../support/apiFixtures'
import { expectShape } from '../support/expectShape'
import { type Actor, startTestServer, type TestServer } from '../support/testServer'

/**
 * Every builder route, called by everyone who might call it. The table is keyed by the contract's
 * route names, so a route added to the contract fails here until it gets its case (or is listed
 * among the public chat routes).
 */

type Role = 'owner' | 'member' | 'guest' | 'outsider'
type Call = { params?: Record<string, string>; body?: unknown; query?: Record<string, string> }
type Case = {
  /** A request on a resource of the shared workspace; a fresh resource when the call consumes it. */
  request: (role: Role) => Promise<Call> | Call
  expected: Record<Role, number>
  /** For a route whose 200 body is a file rather than its output schema. */
  expectBody?: (body: unknown) => void
}

const read = { owner: 200, member: 200, guest: 200, outsider: 404 }
const write = { owner: 200, member: 200, guest: 403, outsider: 404 }
const admin = { owner: 200, member: 403, guest: 403, outsider: 404 }
/** Routes about the caller's own account or own workspaces: anyone with a token may call them. */
const personal = { owner: 200, member: 200, guest: 200, outsider: 200 }
/** A resource that belongs to the owner's account alone (an API token). */
const ownersOnly = { owner: 200, member: 404, guest: 404, outsider: 404 }

const roleNames: Record<Role, string> = { owner: 'the owner (ADMIN)', member: 'a MEMBER', guest: 'a GUEST', outsider: 'a user of another workspace' }

let server: TestServer
let actors: Record<Role, Actor>
let shared: { botId: string; publishedBotId: string; publishedVersionId: string; folderId: string; resultId: string }

beforeAll(async () => {
  // Test requests may reach the service itself (its health route), so an allowed caller gets a real answer.
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
  const outsider = await server.createActor('outsider@example.com')
  await createWorkspace(server, outsider)
  actors = {
    owner: server.owner,
    member: await server.createActor('member@example.com', { workspaceId: server.workspaceId, role: 'MEMBER' }),
    guest: await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' }),
    outsider,
  }
  const bot = await createBot(server, { name: 'Shared' })
  const [result] = await insertResults(server, bot.id, [{ hasStarted: true }])
  const published = await createBot(server, { name: 'Published' })
  const version = await server.as(server.owner).post(`/v1/bots/${published.id}/publish`)
  shared = {
    botId: bot.id,
    publishedBotId: published.id,
    publishedVersionId: version.body.publishedBot.id,
    folderId: (await createFolder(server)).id,
    resultId: result.id,
  }
})
afterAll(() => server.close())

const freshBot = async () => (await createBot(server)).id
const freshMember = async (role: 'MEMBER' | 'GUEST' = 'GUEST') =>
  (await server.createActor(`${createId()}@example.com`, { workspaceId: server.workspaceId, role })).userId
/** Someone invited to the shared workspace who has not signed in yet. */
const freshInvitee = async () =>
  (await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/members`, { email: `${createId()}@example.com`, role: 'GUEST' })).body.member.userId as string
/** A workspace where every actor but the outsider has their usual role, so only the role decides. */
async function freshWorkspace() {
  const workspaceId = await createWorkspace(server, server.owner, 'Disposable')
  await server.db.insert(members).values([
    { workspaceId, userId: actors.member.userId, role: 'MEMBER' },
    { workspaceId, userId: actors.guest.userId, role: 'GUEST' },
  ])
  return workspaceId
}
async function freshCredentials() {
  const reply = await server.as(server.owner).post(`/v1/workspaces/${server.workspaceId}/credentials`, {
    credentials: { type: 'openai', name: 'Key', data: { apiKey: 'sk-test' } },
  })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.credentials.id as string
}

const ws = () => ({ workspaceId: server.workspaceId })
const matrixNote = { content: 'Matrix', color: 'yellow', graphCoordinates: { x: 0, y: 0 }, width: 200, height: 120 }
async function freshNote() {
  const reply = await server.as(server.owner).post(`/v1/bots/${shared.botId}/notes`, { note: matrixNote })
  expect(reply.status, JSON.stringify(reply.body)).toBe(200)
  return reply.body.note.id as string
}
const botParams = () => ({ botId: shared.botId })

const cases: Record<string, Case> = {
  'users.me': { request: () => ({}), expected: personal },
  'users.listTokens': { request: () => ({}), expected: personal },
  'users.createToken': { request: () => ({ body: { name: 'matrix' } }), expected: personal },
  'users.deleteToken': {
    request: async () => ({ params: { tokenId: (await issueToken(server.db, server.services.keys.tokens, server.owner.userId, 'matrix')).row.id } }),
    expected: ownersOnly,
  },

  'workspaces.list': { request: () => ({}), expected: personal },
  'workspaces.create': { request: () => ({ body: { name: 'Mine' } }), expected: personal },
  'workspaces.get': { request: () => ({ params: ws() }), expected: read },
  'workspaces.update': { request: () => ({ params: ws(), body: { name: 'My workspace' } }), expected: admin },
  'workspaces.delete': { request: async () => ({ params: { workspaceId: await freshWorkspace() }, body: {} }), expected: admin },
  'workspaces.members.list': { request: () => ({ params: ws() }), expected: read },
  'workspaces.members.add': {
    request: () => ({ params: ws(), body: { email: `${createId()}@example.com`, role: 'GUEST' } }),
    expected: admin,
  },
  'workspaces.members.update': {
    request: async () => ({ params: { ...ws(), userId: await freshMember() }, body: { role: 'MEMBER' } }),
    expected: admin,
  },
  'workspaces.members.remove': { request: async () => ({ params: { ...ws(), userId: await freshMember() } }), expected: admin },
  'workspaces.members.resendInvitation': { request: async () => ({ params: { ...ws(), userId: await freshInvitee() } }), expected: admin },
  'workspaces.members.revokeInvitation': { request: async () => ({ params: { ...ws(), userId: await freshInvitee() } }), expected: admin },

  'folders.create': { request: () => ({ body: { ...ws(), folderName: 'Matrix' } }), expected: write },
  'folders.list': { request: () => ({ query: ws() }), expected: read },
  'folders.get': { request: () => ({ params: { folderId: shared.folderId } }), expected: read },
  'folders.update': { request: () => ({ params: { folderId: shared.folderId }, body: { folder: { name: 'Renamed' } } }), expected: write },
  'folders.delete': { request: async () => ({ params: { folderId: (await createFolder(server)).id } }), expected: write },

  'bots.create': { request: () => ({ body: { ...ws(), bot: { name: 'Matrix' } } }), expected: write },
  'bots.list': { request: () => ({ query: ws() }), expected: read },
  'bots.get': { request: () => ({ params: botParams() }), expected: read },
  'bots.update': { request: () => ({ params: botParams(), body: { bot: { name: 'Edited' } } }), expected: write },
  'bots.delete': { request: async () => ({ params: { botId: await freshBot() } }), expected: write },
  'bots.duplicate': { request: () => ({ params: botParams(), body: {} }), expected: write },
  // A test request reaches out from the server: only those who may change the bot may send one.
  'bots.testRequest': { request: () => ({ params: botParams(), body: { options: { webhook: { url: `${server.baseUrl}/api/health` } } } }), expected: write },
  'bots.import': { request: () => ({ body: { ...ws(), bot: minimalBotFile() } }), expected: write },

  // Canvas notes follow the rule of their bot.
  'notes.list': { request: () => ({ params: botParams() }), expected: read },
  'notes.create': { request: () => ({ params: botParams(), body: { note: matrixNote } }), expected: write },
  'notes.update': { request: async () => ({ params: { ...botParams(), noteId: await freshNote() }, body: { note: { content: 'Changed' } } }), expected: write },
  'notes.delete': { request: async () => ({ params: { ...botParams(), noteId: await freshNote() } }), expected: write },
  'bots.publish': { request: () => ({ params: botParams() }), expected: write },
  'bots.unpublish': {
    request: async () => {
      const botId = await freshBot()
      await server.as(server.owner).post(`/v1/bots/${botId}/publish`)
      return { params: { botId } }
    },
    expected: write,
  },
  'bots.getPublished': { request: () => ({ params: { botId: shared.publishedBotId } }), expected: read },
  'bots.listPublished': { request: () => ({ params: { botId: shared.publishedBotId } }), expected: read },
  'bots.getPublishedVersion': {
    request: () => ({ params: { botId: shared.publishedBotId, publishedBotId: shared.publishedVersionId } }),
    expected: read,
  },
  'bots.restorePublishedVersion': {
    request: () => ({ params: { botId: shared.publishedBotId, publishedBotId: shared.publishedVersionId } }),
    expected: write,
  },
  'bots.mediaUploadUrl': { request: () => ({ params: botParams(), body: { fileName: 'logo.png', fileType: 'image/png', fileSize: 10 } }), expected: write },
  'bots.publicIdAvailability': { request: () => ({ params: botParams(), query: { publicId: 'some-free-id' } }), expected: read },

  'results.list': { request: () => ({ params: botParams() }), expected: read },
  'results.get': { request: () => ({ params: { ...botParams(), resultId: shared.resultId } }), expected: read },
  'results.delete': {
    request: async () => {
      const [result] = await insertResults(server, shared.botId, [{}])
      return { params: botParams(), body: { resultIds: result.id } }
    },
    expected: write,
  },
  'results.logs': { request: () => ({ params: { ...botParams(), resultId: shared.resultId } }), expected: read },
  'results.transcript': { request: () => ({ params: { ...botParams(), resultId: shared.resultId } }), expected: read },
  'results.count': { request: () => ({ params: botParams() }), expected: read },
  'results.columns': { request: () => ({ params: botParams() }), expected: read },
  // Exporting reads results: whoever may read them may download them.
  'results.export': {
    request: () => ({ params: botParams(), body: { format: 'json' } }),
    expected: read,
    expectBody: (body) => expect(body).toEqual(expect.arrayContaining([expect.objectContaining({ id: shared.resultId })])),
  },

  'analytics.stats': { request: () => ({ params: botParams(), query: { timeFilter: 'allTime' } }), expected: read },
  'analytics.inAndOutCounts': { request: () => ({ params: botParams() }), expected: read },
  'analytics.resultsPerDay': { request: () => ({ params: botParams() }), expected: read },

  'billing.invoices': { request: () => ({ query: ws() }), expected: read },
  'billing.usage': { request: () => ({ query: ws() }), expected: read },

  'credentials.list': { request: () => ({ params: ws() }), expected: read },
  'credentials.create': {
    request: () => ({ params: ws(), body: { credentials: { type: 'openai', name: 'Matrix key', data: { apiKey: 'sk-matrix' } } } }),
    expected: write,
  },
  'credentials.delete': { request: async () => ({ params: { ...ws(), credentialsId: await freshCredentials() } }), expected: write },

  // The preview runs the draft for whoever may read it; it saves no results.
  'chat.previewStartChat': { request: () => ({ params: botParams(), body: {} }), expected: read },
  'chat.previewContinueChat': {
    // A preview session of the shared bot, continued by whoever may read the bot (the debugger's route).
    request: async () => {
      const started = await server.as(server.owner).post(`/v1/bots/${shared.botId}/preview/startChat`, { debug: { breakpoints: [] } })
      return { params: { ...botParams(), sessionId: started.body.sessionId }, body: { debug: { breakpoints: [] } } }
    },
    expected: read,
  },
  'chat.executeTestWebhook': {
    // A preview of a bot that starts by waiting for a webhook, so that the call has a chat to resume.
    request: async () => {
      const bot = await createBot(server, { groups: [{ id: 'g1', title: 'Wait', graphCoordinates: { x: 0, y: 0 }, blocks: [{ id: 'w', type: 'webhook' }] }], edges: [{ id: 'e0', from: { eventId: 'start' }, to: { groupId: 'g1' } }], events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e0' }] })
      await server.as(server.owner).post(`/v1/bots/${bot.id}/preview/startChat`, {})
      return { params: { botId: bot.id, blockId: 'w' }, body: { paid: true } }
    },
    expected: write,
  },
}

/** The chat API (visitors call it without a token) and the sign-in routes are outside the matrix. */
const publicRoutes: Record<string, Call> = {
  'session.create': { body: { token: '' } },
  'session.delete': {},
  'session.service': {},
  'chat.startChat': { params: { publicId: 'no-such-bot' }, body: {} },
  'chat.continueChat': { params: { sessionId: 'no-such-session' }, body: {} },
  'chat.clientLogs': { params: { sessionId: 'no-such-session' }, body: { clientLogs: [] } },
  'chat.sessionNotices': { params: { sessionId: 'no-such-session' } },
  'chat.goBack': { params: { sessionId: 'no-such-session' }, body: {} },
  'chat.switchLanguage': { params: { sessionId: 'no-such-session' }, body: { language: 'fr' } },
  // Called by services, not people: the result id in its address is the secret.
  'chat.executeWebhook': { params: { botId: 'b', blockId: 'b1', resultId: 'no-such-result' }, body: { any: 'json' } },
  'chat.generateUploadUrl': {
    body: { sessionId: 'no-such-session', blockId: 'b1', fileName: 'a.txt', fileType: 'text/plain', fileSize: 1 },
  },
}

/** Values of the wrong type for any field a route might read: authentication must be refused first. */
const invalidBody = { workspaceId: 42, name: 42, bot: 42, folder: 42, email: 42, role: 42, resultIds: 42, credentials: 42 }
const invalidQuery = { workspaceId: '', limit: '-1', timeFilter: 'never', migrateToLatestVersion: 'perhaps', type: 'nope' }

const routes = contractRoutes(contract)
const builderRoutes = routes.filter(({ name }) => !(name in publicRoutes))

describe('the authorization matrix', () => {
  it('has a case for every route of the contract, and none for a route that does not exist', () => {
    const covered = [...Object.keys(cases), ...Object.keys(publicRoutes)].sort()
    expect(covered).toEqual(routes.map(({ name }) => name).sort())
  })
})

describe.each(routes.filter(({ name }) => name in publicRoutes).map(({ name, route }) => [name, route] as const))(
  '%s (public)',
  (name, route) => {
    it('answers without a token, never 401', async () => {
      const { method, path } = route['~orpc'].route
      const { params, body, query } = publicRoutes[name]
      const reply = await server.as(null).request(method!, fillPath(path!, params), { body, query })
      expect(reply.status, JSON.stringify(reply.body)).not.toBe(401)
      if (reply.status !== 200) errorBodySchema.strict().parse(reply.body)
    })
  },
)

describe.each(builderRoutes.map(({ name, route }) => [name, route] as const))('%s', (name, route) => {
  const { method, path } = route['~orpc'].route
  const call = (actor: { token: string } | null, { params, body, query }: Call) =>
    server.as(actor).request(method!, fillPath(path!, params), { body, query })
  const caseOf = () => {
    const found = cases[name]
    if (!found) expect.fail(`no authorization case for ${name}`)
    return found
  }

  it.each(['owner', 'member', 'guest', 'outsider'] as const)('answers %s as expected', async (role) => {
    const { request, expected, expectBody } = caseOf()
    const reply = await call(actors[role], await request(role))
    expect(reply.status, `${name} as ${roleNames[role]}: ${JSON.stringify(reply.body).slice(0, 500)}`).toBe(expected[role])
    if (reply.status === 200) {
      if (expectBody) expectBody(reply.body)
      else expectShape(outputOf(route), reply.body)
    } else {
      // Refusals carry the error body and nothing of the resource.
      const body = errorBodySchema.strict().parse(reply.body)
      expect(body).toMatchObject({ status: expected[role], data: null })
    }
  })

  it('answers 401 without a token, even with an invalid body', async () => {
    const request = await caseOf().request('owner')
    const invalid = method === 'GET' ? { ...request, query: invalidQuery } : { ...request, body: invalidBody }
    const reply = await call(null, invalid)
    expect(reply.status, JSON.stringify(reply.body)).toBe(401)
    expect(reply.body).toMatchObject({ code: 'UNAUTHORIZED', status: 401, data: null })
  })

  it('answers 401 to a wrong token, even with an invalid body', async () => {
    const request = await caseOf().request('owner')
    const invalid = method === 'GET' ? { ...request, query: invalidQuery } : { ...request, body: invalidBody }
    const reply = await call({ token: 'bbt_wrong-token' }, invalid)
    expect(reply.status, JSON.stringify(reply.body)).toBe(401)
    expect(reply.body).toMatchObject({ code: 'UNAUTHORIZED', status: 401, data: null })
  })
})
