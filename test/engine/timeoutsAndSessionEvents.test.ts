import { describe, expect, it } from 'vitest'
import { dueAt, fireDueTimers, type SessionState, type TurnResult } from '../../src/server/engine'
import { maxTimeoutsInARow } from '../../src/server/engine/timers/schedule'
import type { BotEvent } from '../../src/shared/bot/event'
import { chatResponseSchema } from '../../src/shared/chat/response'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts } from './support/chat'
import { fakePorts, fixedNow, jsonResponse, type FakePorts } from './support/fakePorts'

const at = { x: 0, y: 0 }

/** Fake ports whose clock the test moves. */
function clockPorts(): FakePorts & { advance: (seconds: number) => void } {
  let now = fixedNow.getTime()
  const ports = fakePorts()
  return Object.assign(ports, { now: () => new Date(now), advance: (seconds: number) => (now += seconds * 1000) })
}

/** Runs the scheduler's turn on a session at the ports' clock (null when nothing was due). */
async function tick(previous: TurnResult | SessionState, ports: FakePorts): Promise<TurnResult | null> {
  const state = 'state' in previous ? previous.state : previous
  const result = await fireDueTimers({ state }, ports)
  if (result) expect(() => chatResponseSchema.parse(result.response)).not.toThrow()
  return result
}

/** "Your name?" with a 30 s timeout whose path says a reminder and asks for an email instead. */
const timeoutBot = (extraEvents: BotEvent[] = [], extraGroups: ReturnType<typeof group>[] = [], extraEdges: ReturnType<typeof edge>[] = []) =>
  makeBot({
    variables: [variable('v-name', 'Name'), variable('v-email', 'Email')],
    events: extraEvents,
    groups: [
      group('ask', [
        text('q', 'Your name?'),
        block('name', 'text input', { options: { variableId: 'v-name', timeout: { isEnabled: true, seconds: 30, outgoingEdgeId: 'to-edge' } } }),
        text('thanks', 'Thanks {{Name}}'),
      ]),
      group('reminder', [text('r', 'Still there? Leave your email and we will write.'), block('email', 'email input', { options: { variableId: 'v-email' } }), text('bye', 'Noted {{Email}}')]),
      ...extraGroups,
    ],
    edges: [edge('to-edge', { blockId: 'name', pathId: 'timeout' }, 'reminder'), ...extraEdges],
    startGroupId: 'ask',
  })

describe('input timeout', () => {
  it('fires once the deadline passes: the path runs, the result logs it, and the next answer goes to what the path asked', async () => {
    const ports = clockPorts()
    const first = await start(timeoutBot(), {}, ports)
    expect(first.state.schedule?.timeoutAt).toBe(new Date(fixedNow.getTime() + 30_000).toISOString())
    expect(dueAt(first.state)?.toISOString()).toBe(first.state.schedule?.timeoutAt)

    ports.advance(29)
    expect(await tick(first, ports)).toBeNull()
    ports.advance(1)
    const fired = await tick(first, ports)
    expect(fired && texts(fired)).toEqual(['Still there? Leave your email and we will write.'])
    expect(fired?.response.input).toMatchObject({ id: 'email' })
    expect(fired?.effects[0].logs).toEqual([expect.objectContaining({ status: 'info', description: 'No answer within 30 seconds: the timeout path ran', context: 'timeout' })])
    expect(fired?.effects[0].visitedEdgeIds).toEqual(['to-edge'])
    expect(fired?.state.notices).toEqual([{ seq: 1, response: fired?.response }])
    // The email input has no timeout of its own: nothing more is due.
    expect(dueAt(fired!.state)).toBeNull()

    const late = await reply(fired!, 'ada@example.com', ports)
    expect(texts(late)).toEqual(['Noted ada@example.com'])
    expect(late.isSessionEnded).toBe(true)
  })

  it('speaks the session\'s language on the timeout path', async () => {
    const ports = clockPorts()
    const source = timeoutBot()
    const bilingual = {
      ...source,
      settings: { ...source.settings, translations: { sourceLanguage: 'en', languages: [{ code: 'fr' }], texts: { fr: { 'r.content': { text: 'Toujours là ? Laissez votre e-mail.' } } } } },
    }
    const first = await start(bilingual, { language: { browserLanguages: ['fr-FR'] } }, ports)
    ports.advance(30)
    const fired = await tick(first, ports)
    expect(fired && texts(fired)).toEqual(['Toujours là ? Laissez votre e-mail.'])
    expect(fired?.state.botsQueue[0].bot).toBe(bilingual)
  })

  it('does not fire after the visitor answered in time', async () => {
    const ports = clockPorts()
    const first = await start(timeoutBot(), {}, ports)
    ports.advance(10)
    const answered = await reply(first, 'Ada', ports)
    expect(texts(answered)).toEqual(['Thanks Ada'])
    expect(dueAt(answered.state)).toBeNull()
    ports.advance(3600)
    expect(await tick(answered, ports)).toBeNull()
  })

  it('is armed afresh after an invalid answer, and not at all without a connected path', async () => {
    const ports = clockPorts()
    const bot = makeBot({
      groups: [group('g', [block('mail', 'email input', { options: { timeout: { isEnabled: true, seconds: 5, outgoingEdgeId: 'gone' } } })])],
      startGroupId: 'g',
    })
    expect((await start(bot, {}, ports)).state.schedule).toBeUndefined()
    const retryBot = makeBot({
      groups: [group('g', [block('mail', 'email input', { options: { timeout: { isEnabled: true, seconds: 5, outgoingEdgeId: 'e' } } })]), group('r', [text('t', 'too late')])],
      edges: [edge('e', { blockId: 'mail', pathId: 'timeout' }, 'r')],
      startGroupId: 'g',
    })
    const asked = await start(retryBot, {}, ports)
    ports.advance(4)
    const retried = await reply(asked, 'not an email', ports)
    expect(retried.state.schedule?.timeoutAt).toBe(new Date(ports.now().getTime() + 5000).toISOString())
  })

  it('stops a reminder that loops back to its input after a few timeouts in a row', async () => {
    const ports = clockPorts()
    const bot = makeBot({
      groups: [
        group('g', [block('in', 'text input', { options: { timeout: { isEnabled: true, seconds: 5, outgoingEdgeId: 'loop' } } })]),
        group('nudge', [text('n', 'Hello?')]),
      ],
      edges: [edge('loop', { blockId: 'in', pathId: 'timeout' }, 'nudge'), edge('back', { blockId: 'n' }, { groupId: 'g', blockId: 'in' })],
      startGroupId: 'g',
    })
    bot.groups[1].blocks[0].outgoingEdgeId = 'back'
    let state = (await start(bot, {}, ports)).state
    let fired = 0
    for (let i = 0; i < maxTimeoutsInARow + 3; i++) {
      ports.advance(5)
      const result = await tick(state, ports)
      if (!result) break
      fired++
      state = result.state
    }
    expect(fired).toBe(maxTimeoutsInARow)
    expect(state.notices?.map((notice) => notice.seq)).toEqual([1, 2, 3, 4, 5])
    // The visitor writing again re-arms it.
    const answered = await reply(state, 'hi', ports)
    expect(answered.isSessionEnded).toBe(true)
  })

  it('survives a restart: the deadline is in the stored state, so a new process fires it from the stored JSON', async () => {
    const ports = clockPorts()
    const first = await start(timeoutBot(), {}, ports)
    const stored = JSON.parse(JSON.stringify(first.state)) as SessionState
    const restartedPorts = clockPorts()
    restartedPorts.advance(31)
    const fired = await tick(stored, restartedPorts)
    expect(fired && texts(fired)).toEqual(['Still there? Leave your email and we will write.'])
    // Firing is idempotent per turn: a second scheduler holding the same old state gets the same turn,
    // and the stored turn counter lets only one of them save (tested over the database in test/chat).
    expect(await tick(fired!, restartedPorts)).toBeNull()
  })

  it('runs in the preview too (its author tries the path), while the abandon event is for real visitors only', async () => {
    const ports = clockPorts()
    const bot = timeoutBot([{ id: 'ab', type: 'abandon', graphCoordinates: at, outgoingEdgeId: 'ab-edge', options: { idleMinutes: 1 } }], [group('onAbandon', [text('x', 'x')])], [edge('ab-edge', { eventId: 'ab' }, 'onAbandon')])
    const first = await start(bot, { isPreview: true }, ports)
    expect(first.state.schedule).toEqual({ timeoutsInARow: 0, timeoutAt: new Date(fixedNow.getTime() + 30_000).toISOString() })
    ports.advance(30)
    const fired = await tick(first, ports)
    expect(fired && texts(fired)).toEqual(['Still there? Leave your email and we will write.'])
  })
})

const webhookBlock = (id: string, url: string) => block(id, 'Webhook', { options: { webhook: { url, method: 'POST' } } })

describe('conversation end event', () => {
  const endBot = () =>
    makeBot({
      variables: [variable('v', 'Answer')],
      events: [{ id: 'end', type: 'conversationEnd', graphCoordinates: at, outgoingEdgeId: 'end-edge' }],
      groups: [
        group('g', [block('in', 'text input', { options: { variableId: 'v' } }), text('bye', 'Bye')]),
        group('onEnd', [text('hidden', 'never shown'), webhookBlock('hook', 'https://hooks.example.com/end'), block('mail', 'Email', { options: { credentialsId: 'default', recipients: ['owner@example.com'], subject: 'Chat ended' } })]),
      ],
      edges: [edge('end-edge', { eventId: 'end' }, 'onEnd')],
      startGroupId: 'g',
    })

  it('runs once on the server when the flow ends: webhook and email go out, the visitor sees none of it', async () => {
    const ports = clockPorts()
    ports.respond(() => jsonResponse({ ok: true }))
    const first = await start(endBot(), {}, ports)
    expect(ports.httpRequests).toHaveLength(0)
    const last = await reply(first, 'hello', ports)
    expect(texts(last)).toEqual(['Bye'])
    expect(last.isSessionEnded).toBe(true)
    expect(ports.httpRequests.map((request) => request.url)).toEqual(['https://hooks.example.com/end'])
    expect(ports.sentMails).toHaveLength(1)
    expect(last.state.hasEndEventRun).toBe(true)
    const logs = last.effects[0].logs.map((log) => log.description)
    expect(logs[0]).toBe('The conversation ended: its end event ran on the server')
    expect(logs.length).toBeGreaterThan(1)
    // Run once: nothing is left to schedule and the ended state does not run it again.
    expect(await tick(last, ports)).toBeNull()
    expect(last.response.clientSideActions).toBeUndefined()
  })

  it('also runs when a timeout path ends the flow', async () => {
    const ports = clockPorts()
    const bot = makeBot({
      events: [{ id: 'end', type: 'conversationEnd', graphCoordinates: at, outgoingEdgeId: 'end-edge' }],
      groups: [
        group('g', [block('in', 'text input', { options: { timeout: { isEnabled: true, seconds: 5, outgoingEdgeId: 't' } } })]),
        group('late', [text('l', 'We will call you.')]),
        group('onEnd', [webhookBlock('hook', 'https://hooks.example.com/end')]),
      ],
      edges: [edge('t', { blockId: 'in', pathId: 'timeout' }, 'late'), edge('end-edge', { eventId: 'end' }, 'onEnd')],
      startGroupId: 'g',
    })
    const first = await start(bot, {}, ports)
    ports.advance(6)
    const fired = await tick(first, ports)
    expect(fired && texts(fired)).toEqual(['We will call you.'])
    expect(fired?.isSessionEnded).toBe(true)
    expect(fired?.state.hasEnded).toBe(true)
    expect(ports.httpRequests).toHaveLength(1)
  })
})

describe('abandon event', () => {
  const abandonBot = () =>
    makeBot({
      variables: [variable('v', 'Answer')],
      events: [{ id: 'ab', type: 'abandon', graphCoordinates: at, outgoingEdgeId: 'ab-edge', options: { idleMinutes: 2 } }],
      groups: [
        group('g', [text('q1', 'First?'), block('in1', 'text input', { options: { variableId: 'v' } }), text('q2', 'Second?'), block('in2', 'text input')]),
        group('onAbandon', [text('hidden', 'never shown'), webhookBlock('hook', 'https://hooks.example.com/abandon')]),
      ],
      edges: [edge('ab-edge', { eventId: 'ab' }, 'onAbandon')],
      startGroupId: 'g',
    })

  it('runs once per idle stretch, leaves the chat waiting where it was, and again only after the visitor writes', async () => {
    const ports = clockPorts()
    const first = await start(abandonBot(), {}, ports)
    expect(first.state.schedule?.abandonAt).toBe(new Date(fixedNow.getTime() + 120_000).toISOString())
    ports.advance(119)
    expect(await tick(first, ports)).toBeNull()
    ports.advance(1)
    const abandoned = await tick(first, ports)
    expect(abandoned?.response.messages).toEqual([])
    expect(abandoned?.state.pending).toEqual(first.state.pending)
    expect(ports.httpRequests.map((request) => request.url)).toEqual(['https://hooks.example.com/abandon'])
    expect(abandoned?.effects[0].logs[0]).toMatchObject({ status: 'info', description: 'The visitor left the conversation idle: the abandon event ran on the server' })
    expect(abandoned?.state.notices).toBeUndefined()
    ports.advance(3600)
    expect(await tick(abandoned!, ports)).toBeNull()
    expect(ports.httpRequests).toHaveLength(1)

    // Back again: the chat goes on from the same input, and the idle clock starts over.
    const back = await reply(abandoned!, 'here', ports)
    expect(texts(back)).toEqual(['Second?'])
    expect(back.state.schedule?.abandonAt).toBe(new Date(ports.now().getTime() + 120_000).toISOString())
    ports.advance(120)
    expect(await tick(back, ports)).not.toBeNull()
    expect(ports.httpRequests).toHaveLength(2)
  })

  it('is not scheduled once the flow ended', async () => {
    const ports = clockPorts()
    const first = await start(abandonBot(), {}, ports)
    const ended = await reply(await reply(first, 'a', ports), 'b', ports)
    expect(ended.isSessionEnded).toBe(true)
    expect(dueAt(ended.state)).toBeNull()
  })
})
