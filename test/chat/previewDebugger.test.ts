import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { previewDebugSchema } from '../../src/shared/chat/debug'
import { continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { expectError, expectShape } from '../support/expectShape'
import { startFakeService } from '../support/fakeService'
import { linearBot, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
let service: Awaited<ReturnType<typeof startFakeService>>
beforeAll(async () => {
  service = await startFakeService((_request, res) => {
    res.setHeader('content-type', 'application/json')
    res.end(JSON.stringify({ plan: 'gold', accessToken: 'issued-by-service' }))
  })
  server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1' } })
})
afterAll(async () => {
  await server.close()
  await service.close()
})

/** Ask a name, call a service with a secret header, then say the plan. */
const debugBot = () =>
  linearBot(
    [
      { id: 'ask', type: 'text input', options: { variableId: 'v-name' } },
      {
        id: 'call',
        type: 'Webhook',
        options: {
          webhook: { method: 'GET', url: `${service.origin}/plan?token={{Name}}-key`, headers: [{ id: 'h1', key: 'X-Api-Key', value: 'top-secret-1234' }] },
          responseVariableMapping: [{ id: 'm1', variableId: 'v-plan', bodyPath: 'data.plan' }],
        },
      },
      textBlock('done', 'Plan: {{Plan}}'),
    ],
    [
      { id: 'v-name', name: 'Name' },
      { id: 'v-plan', name: 'Plan' },
    ],
  )

const previewPath = (botId: string) => `/v1/bots/${botId}/preview/startChat`
const continuePath = (botId: string, sessionId: string) => `/v1/bots/${botId}/preview/sessions/${sessionId}/continueChat`

describe('preview debugger over HTTP', () => {
  it('pauses at a breakpoint, steps with a trace of the request (secrets blanked), and continues to the end', async () => {
    const { botId } = await createAndPublish(server, debugBot())
    const owner = server.as(server.owner)
    const started = await owner.post(previewPath(botId), { debug: { breakpoints: ['call'] } })
    expect(started.status).toBe(200)
    expect(expectShape(previewDebugSchema, started.body.debug).trace.map((entry) => entry.blockId)).toEqual(['ask'])
    const { sessionId } = started.body

    const answered = await owner.post(continuePath(botId, sessionId), { message: 'ada', debug: { breakpoints: ['call'] } })
    expect(answered.status).toBe(200)
    expect(answered.body.debug.pausedAt).toEqual({ blockId: 'call', groupId: 'g1' })
    expect(answered.body.debug.trace).toMatchObject([{ kind: 'reply', blockId: 'ask', variables: [{ name: 'Name', before: null, after: 'ada' }] }])

    const stepped = await owner.post(continuePath(botId, sessionId), { debug: { breakpoints: ['call'], action: 'step' } })
    expect(stepped.status).toBe(200)
    const debug = expectShape(previewDebugSchema, stepped.body.debug)
    expect(debug.pausedAt).toEqual({ blockId: 'done', groupId: 'g1' })
    const [call] = debug.trace
    expect(call).toMatchObject({ blockId: 'call', blockType: 'Webhook', variables: [{ name: 'Plan', before: null, after: 'gold' }] })
    expect(call.http?.[0]).toMatchObject({ method: 'GET', status: 200, requestHeaders: { 'X-Api-Key': '[redacted]' } })
    expect(call.http?.[0].url).toContain('token=%5Bredacted%5D')
    // The trace (the preview's own logs list is as it always was: the builder's view of the draft).
    const text = JSON.stringify(stepped.body.debug)
    expect(text).not.toContain('top-secret-1234')
    expect(text).not.toContain('ada-key')
    expect(text).not.toContain('issued-by-service')
    // The service really got the secret: only the trace blanks it.
    expect(service.requests.at(-1)?.headers['x-api-key']).toBe('top-secret-1234')

    const finished = await owner.post(continuePath(botId, sessionId), { debug: { breakpoints: ['call'], action: 'continue' } })
    expect(JSON.stringify(finished.body.messages)).toContain('Plan: gold')
    expect(finished.body.debug.pausedAt).toBeUndefined()
  })

  it('a public chat cannot ask for traces, nor move a debugged preview', async () => {
    const { botId, publicId } = await createAndPublish(server, debugBot())
    const live = await startChat(server, publicId, { debug: { breakpoints: ['ask'], action: 'step' } })
    expect(live.status).toBe(200)
    expect(live.body.debug).toBeUndefined()
    expect(live.body.input).toMatchObject({ id: 'ask' })
    const reply = await server.as(null).post(`/v1/sessions/${live.body.sessionId}/continueChat`, { message: 'ada', debug: { breakpoints: ['call'] } })
    expect(reply.status).toBe(200)
    expect(reply.body.debug).toBeUndefined()
    // A live session is not the builder's to continue, even for the bot's owner.
    expectError(await server.as(server.owner).post(continuePath(botId, live.body.sessionId), { message: 'x' }), 404, 'NOT_FOUND')

    const preview = await server.as(server.owner).post(previewPath(botId), { debug: { breakpoints: [] } })
    expectError(await continueChat(server, preview.body.sessionId, 'ada'), 403, 'FORBIDDEN')
  })

  it("refuses visitors without a token and users of another workspace, and another bot's session", async () => {
    const { botId } = await createAndPublish(server, debugBot())
    const other = await createAndPublish(server, debugBot())
    const preview = await server.as(server.owner).post(previewPath(botId), { debug: { breakpoints: [] } })
    const path = continuePath(botId, preview.body.sessionId)
    expectError(await server.as(null).post(path, { message: 'ada' }), 401, 'UNAUTHORIZED')
    const outsider = await server.createActor('debug-outsider@example.com')
    expectError(await server.as(outsider).post(path, { message: 'ada' }), 404, 'NOT_FOUND')
    expectError(await server.as(outsider).post(previewPath(botId), { debug: { breakpoints: [] } }), 404, 'NOT_FOUND')
    // Naming another bot of the owner does not reach this bot's session either.
    expectError(await server.as(server.owner).post(continuePath(other.botId, preview.body.sessionId), { message: 'ada' }), 404, 'NOT_FOUND')
  })

  it('a preview started without debug answers no trace on the builder route', async () => {
    const { botId } = await createAndPublish(server, debugBot())
    const preview = await server.as(server.owner).post(previewPath(botId), {})
    expect(preview.body.debug).toBeUndefined()
    const reply = await server.as(server.owner).post(continuePath(botId, preview.body.sessionId), { message: 'ada', debug: { breakpoints: ['done'] } })
    expect(reply.status).toBe(200)
    expect(reply.body.debug).toBeUndefined()
    expect(JSON.stringify(reply.body.messages)).toContain('Plan: gold')
  })
})
