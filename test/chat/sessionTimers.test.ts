import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runDueSessions, startSessionScheduler } from '../../src/server/chat/sessionScheduler'
import { createServices, ephemeralSecret } from '../../src/server/services'
import { bubbleText, continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startFakeService } from '../support/recordingService'
import { startEvent, textBlock } from '../support/sampleBots'
import { startTestServer, type TestServer } from '../support/testServer'

const at = { x: 0, y: 0 }
let hooks: Awaited<ReturnType<typeof startFakeService>>
beforeAll(async () => {
  hooks = await startFakeService(() => ({ status: 200, body: { ok: true } }))
})
afterAll(() => hooks.close())

/** "Your name?" whose 1-second timeout reminds and asks for an email; conversation-end and abandon events call the fake service. */
const timersBot = (hookUrl: string) => ({
  name: 'Timers',
  events: [
    startEvent,
    { id: 'end', type: 'conversationEnd' as const, graphCoordinates: at, outgoingEdgeId: 'e-end' },
    { id: 'ab', type: 'abandon' as const, graphCoordinates: at, outgoingEdgeId: 'e-ab', options: { idleMinutes: 2 } },
  ],
  groups: [
    {
      id: 'g1',
      title: 'Main',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        textBlock('q', 'Your name?'),
        { id: 'name', type: 'text input', options: { variableId: 'vn', timeout: { isEnabled: true, seconds: 1, outgoingEdgeId: 'e-timeout' } } },
        textBlock('thanks', 'Thanks {{Name}}'),
      ],
    },
    { id: 'g2', title: 'Reminder', graphCoordinates: { x: 300, y: 100 }, blocks: [textBlock('r', 'Still there? Your email, then.'), { id: 'email', type: 'email input', options: { variableId: 've' } }, textBlock('noted', 'Noted {{Email}}')] },
    { id: 'g3', title: 'On end', graphCoordinates: { x: 0, y: 400 }, blocks: [{ id: 'end-hook', type: 'Webhook', options: { webhook: { url: `${hookUrl}/ended`, method: 'POST' } } }] },
    { id: 'g4', title: 'On abandon', graphCoordinates: { x: 300, y: 400 }, blocks: [{ id: 'ab-hook', type: 'Webhook', options: { webhook: { url: `${hookUrl}/abandoned`, method: 'POST' } } }] },
  ],
  edges: [
    { id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g1' } },
    { id: 'e-timeout', from: { blockId: 'name', pathId: 'timeout' }, to: { groupId: 'g2' } },
    { id: 'e-end', from: { eventId: 'end' }, to: { groupId: 'g3' } },
    { id: 'e-ab', from: { eventId: 'ab' }, to: { groupId: 'g4' } },
  ],
  variables: [
    { id: 'vn', name: 'Name' },
    { id: 've', name: 'Email' },
  ],
})

const hookCalls = (path: string) => hooks.requests.filter((request) => request.path === path).length
const logsOf = async (server: TestServer, botId: string, resultId: string) =>
  (await server.as(server.owner).get(`/v1/bots/${botId}/results/${resultId}/logs`)).body.logs as { description: string; status: string }[]

describe('input timeout, with the scheduler running', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1', CHAT_SCHEDULER_INTERVAL_MS: '200' } })
  })
  afterAll(() => server.close())

  it('moves the chat on by itself: the page fetches the reminder, a late answer goes to what it asked, the result keeps it all', async () => {
    const { botId, publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    const chat = await startChat(server, publicId)
    expect(chat.status).toBe(200)
    expect(chat.body.input).toMatchObject({ id: 'name', options: { timeout: { isEnabled: true, seconds: 1 } } })
    const { sessionId, resultId } = chat.body

    const notices = () => server.as(null).get(`/v1/sessions/${sessionId}/notices`, { after: '0' })
    await expect.poll(async () => (await notices()).body.notices?.length, { timeout: 10_000 }).toBe(1)
    const [notice] = (await notices()).body.notices
    expect(notice.seq).toBe(1)
    expect(notice.messages.map(bubbleText)).toEqual(['Still there? Your email, then.'])
    expect(notice.input).toMatchObject({ id: 'email' })
    expect((await server.as(null).get(`/v1/sessions/${sessionId}/notices`, { after: '1' })).body).toEqual({ notices: [], hasEnded: false })

    const late = await continueChat(server, sessionId, 'Ada@example.com')
    expect(late.status).toBe(200)
    expect(late.body.messages.map(bubbleText)).toEqual(['Noted ada@example.com'])
    // The flow ended: the end event called its webhook, once.
    expect(hookCalls('/ended')).toBe(1)
    expect((await continueChat(server, sessionId, 'again')).status).toBe(404)

    const logs = await logsOf(server, botId, resultId)
    expect(logs.map((log) => log.description)).toEqual(
      expect.arrayContaining(['No answer within 1 second: the timeout path ran', 'The conversation ended: its end event ran on the server']),
    )
    const transcript = await server.as(server.owner).get(`/v1/bots/${botId}/results/${resultId}/transcript`)
    expect(JSON.stringify(transcript.body)).toContain('Still there? Your email, then.')
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${resultId}`)
    expect(result.body.result.answers).toMatchObject([{ blockId: 'email', content: 'ada@example.com' }])
  })

  it('answers 404 for an unknown session and 400 naming `after` when it is not a count', async () => {
    expect((await server.as(null).get('/v1/sessions/nope/notices')).status).toBe(404)
    const { publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    const chat = await startChat(server, publicId)
    const bad = await server.as(null).get(`/v1/sessions/${chat.body.sessionId}/notices`, { after: '-1' })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('after')
  })
})

describe('the scheduler, on its own clock', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ env: { HTTP_ALLOWLIST: '127.0.0.1', CHAT_SCHEDULER_INTERVAL_MS: '0' } })
  })
  afterAll(() => server.close())
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000)
  const dependencies = () => ({ db: server.db, services: server.services, origin: () => server.chatBaseUrl })

  it('does not fire a timeout the visitor beat, and fires each due session exactly once across competing processes', async () => {
    const { publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    const answered = await startChat(server, publicId)
    await continueChat(server, answered.body.sessionId, 'Ada')
    const waiting = await startChat(server, publicId)

    // A second process: its own services (cache, locks), the same database.
    const other = createServices(server.config, { secret: ephemeralSecret() })
    try {
      const counts = await Promise.all([
        runDueSessions(dependencies(), inSeconds(5)),
        runDueSessions({ db: server.db, services: other, origin: () => server.chatBaseUrl }, inSeconds(5)),
      ])
      expect(counts[0] + counts[1]).toBe(1)
    } finally {
      await other.close()
    }
    const notices = await server.as(null).get(`/v1/sessions/${waiting.body.sessionId}/notices`)
    expect(notices.body.notices).toHaveLength(1)
    // Nothing is due any more.
    expect(await runDueSessions(dependencies(), inSeconds(10))).toBe(0)
    // The visitor who answered in time saw no reminder: their flow ended, its session is gone.
    expect((await server.as(null).get(`/v1/sessions/${answered.body.sessionId}/notices`)).status).toBe(404)
    // The waiting visitor answers the reminder: their chat ends too, leaving nothing for the next test.
    expect((await continueChat(server, waiting.body.sessionId, 'b@example.com')).body.messages.map(bubbleText)).toEqual(['Noted b@example.com'])
  })

  it('gives a visitor who answers after the timeout moved on, before the page fetched it, what the timeout said first', async () => {
    const { publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    const chat = await startChat(server, publicId)
    expect(await runDueSessions(dependencies(), inSeconds(5))).toBe(1)
    // The name typed for the old question now answers the timeout's email question: retried, with the reminder before it.
    const late = await server.as(null).post(`/v1/sessions/${chat.body.sessionId}/continueChat`, { message: 'Ada', noticesSeen: 0 })
    expect(late.status).toBe(200)
    expect(late.body.messages.map(bubbleText)).toEqual(['Still there? Your email, then.', "That email address doesn't look right. Could you enter it again?"])
    expect(late.body.lastNoticeSeq).toBe(1)
    expect(late.body.input).toMatchObject({ id: 'email' })
    // A client that saw it says so and gets only the answer's own reply; one that says nothing gets the documented shape.
    const seen = await server.as(null).post(`/v1/sessions/${chat.body.sessionId}/continueChat`, { message: 'still Ada', noticesSeen: 1 })
    expect(seen.body.messages.map(bubbleText)).toEqual(["That email address doesn't look right. Could you enter it again?"])
    expect(seen.body.lastNoticeSeq).toBeUndefined()
    const plain = await continueChat(server, chat.body.sessionId, 'ada@example.com')
    expect(plain.body.messages.map(bubbleText)).toEqual(['Noted ada@example.com'])
  })

  it('survives a restart: a chat left waiting by a process that never fired is moved on by the next one to start', async () => {
    const { publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    // This server's own scheduler is off: as if it had stopped before the deadline.
    const chat = await startChat(server, publicId)
    const restarted = createServices(server.config, { secret: ephemeralSecret() })
    const scheduler = startSessionScheduler({ db: server.db, services: restarted, origin: () => server.chatBaseUrl }, 100)
    try {
      await expect
        .poll(async () => (await server.as(null).get(`/v1/sessions/${chat.body.sessionId}/notices`)).body.notices?.length, { timeout: 10_000 })
        .toBe(1)
    } finally {
      await scheduler.stop()
      await restarted.close()
    }
    expect((await continueChat(server, chat.body.sessionId, 'c@example.com')).body.messages.map(bubbleText)).toEqual(['Noted c@example.com'])
  })

  it("runs a timeout in the builder's preview too, writing no result", async () => {
    const created = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot: timersBot(hooks.baseUrl) })
    const botId = created.body.bot.id
    const preview = await server.as(server.owner).post(`/v1/bots/${botId}/preview/startChat`, {})
    expect(preview.status).toBe(200)
    expect(await runDueSessions(dependencies(), inSeconds(5))).toBe(1)
    const notices = await server.as(null).get(`/v1/sessions/${preview.body.sessionId}/notices`)
    expect(notices.body.notices[0].messages.map(bubbleText)).toEqual(['Still there? Your email, then.'])
    const late = await continueChat(server, preview.body.sessionId, 'ada@example.com')
    expect(late.body.messages.map(bubbleText)).toEqual(['Noted ada@example.com'])
    expect((await server.as(server.owner).get(`/v1/bots/${botId}/results`)).body.results).toEqual([])
  })

  it('runs the abandon event once when the chat idles past its minutes, then the chat goes on where it was', async () => {
    const { botId, publicId } = await createAndPublish(server, timersBot(hooks.baseUrl))
    const chat = await startChat(server, publicId)
    // The timeout (1 s) fires first, then the abandon event (2 minutes) on a later poll.
    expect(await runDueSessions(dependencies(), inSeconds(2))).toBe(1)
    const before = hookCalls('/abandoned')
    expect(await runDueSessions(dependencies(), inSeconds(60))).toBe(0)
    expect(await runDueSessions(dependencies(), inSeconds(125))).toBe(1)
    expect(hookCalls('/abandoned')).toBe(before + 1)
    expect(await runDueSessions(dependencies(), inSeconds(3600))).toBe(0)
    expect(hookCalls('/abandoned')).toBe(before + 1)
    const logs = await logsOf(server, botId, chat.body.resultId)
    expect(logs.map((log) => log.description)).toContain('The visitor left the conversation idle: the abandon event ran on the server')
    expect(logs.some((log) => log.description.includes('Webhook') || log.status === 'success')).toBe(true)
    const back = await continueChat(server, chat.body.sessionId, 'ada@example.com')
    expect(back.body.messages.map(bubbleText)).toEqual(['Noted ada@example.com'])
  })
})
