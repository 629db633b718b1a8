import { describe, expect, it } from 'vitest'
import { ChatInputError } from '../../src/server/engine'
import type { BotEvent } from '../../src/shared/bot/event'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'

const at = { x: 0, y: 0 }
const replyVariables = { contentVariableId: 'content', inputTypeVariableId: 'kind', inputNameVariableId: 'name' }
const eventVariables = [variable('content', 'Content'), variable('kind', 'Kind'), variable('name', 'Name'), variable('v1', 'Email')]

/** A bot asking an email in group "Contact", with `events` leading to group "handler". */
const botWith = (events: BotEvent[], handler: ReturnType<typeof block>[]) =>
  makeBot({
    variables: eventVariables,
    events,
    groups: [
      group('g1', [text('b0', 'Your email?'), block('in', 'email input', { options: { variableId: 'v1' } }), text('b2', 'Thanks {{Email}}')], 'Contact'),
      group('handler', handler),
    ],
    edges: [edge('ev-edge', { eventId: 'ev' }, 'handler')],
    startGroupId: 'g1',
  })

describe('invalidReply event', () => {
  it('replaces the retry bubble, sets its variables, and asks again through Return', async () => {
    const bot = botWith(
      [{ id: 'ev', type: 'invalidReply', graphCoordinates: at, outgoingEdgeId: 'ev-edge', options: replyVariables }],
      [text('h1', '{{Content}} is not a {{Kind}} ({{Name}})'), block('ret', 'Return')],
    )
    const second = await reply(await start(bot), 'nope')
    expect(texts(second)).toEqual(['nope is not a email (Contact)'])
    expect(second.response.input).toMatchObject({ id: 'in' })
    expect(second.effects[0].answers).toEqual([])
    expect(second.effects[0].visitedEdgeIds).toEqual(['ev-edge'])
    const third = await reply(second, 'a@b.co')
    expect(texts(third)).toEqual(['Thanks a@b.co'])
  })
})

describe('reply event', () => {
  it('runs before the answer and processes the original message when the branch returns', async () => {
    const bot = botWith(
      [{ id: 'ev', type: 'reply', graphCoordinates: at, outgoingEdgeId: 'ev-edge', options: replyVariables }],
      [text('h1', 'Heard {{Content}}'), block('ret', 'Return')],
    )
    const second = await reply(await start(bot), 'Ada@Example.com')
    expect(texts(second)).toEqual(['Heard Ada@Example.com', 'Thanks ada@example.com'])
    expect(second.effects[0].answers).toMatchObject([{ blockId: 'in', content: 'ada@example.com' }])
    expect(second.response.lastMessageNewFormat).toBe('ada@example.com')
  })

  it('never processes the message when the branch does not return', async () => {
    const bot = botWith(
      [{ id: 'ev', type: 'reply', graphCoordinates: at, outgoingEdgeId: 'ev-edge', options: replyVariables }],
      [text('h1', 'Intercepted')],
    )
    const second = await reply(await start(bot), 'a@b.co')
    expect(texts(second)).toEqual(['Intercepted'])
    expect(valueOf(second, 'Email')).toBeUndefined()
    expect(second.isSessionEnded).toBe(true)
  })

  it('gives way to invalidReply when the answer is invalid', async () => {
    const bot = makeBot({
      variables: eventVariables,
      events: [
        { id: 'r', type: 'reply', graphCoordinates: at, outgoingEdgeId: 'r-edge' },
        { id: 'i', type: 'invalidReply', graphCoordinates: at, outgoingEdgeId: 'i-edge' },
      ],
      groups: [
        group('g1', [block('in', 'email input', { options: { variableId: 'v1' } })]),
        group('onReply', [text('x', 'reply'), block('ret1', 'Return')]),
        group('onInvalid', [text('y', 'invalid'), block('ret2', 'Return')]),
      ],
      edges: [edge('r-edge', { eventId: 'r' }, 'onReply'), edge('i-edge', { eventId: 'i' }, 'onInvalid')],
      startGroupId: 'g1',
    })
    const first = await start(bot)
    expect(texts(await reply(first, 'bad'))).toEqual(['invalid'])
    expect(texts(await reply(first, 'a@b.co'))).toEqual(['reply'])
  })
})

describe('command event', () => {
  const commandBot = (resumeAfter = false) =>
    botWith(
      [{ id: 'ev', type: 'command', graphCoordinates: at, outgoingEdgeId: 'ev-edge', options: { command: 'help', resumeAfter } }],
      resumeAfter ? [text('h1', 'Help text')] : [text('h1', 'Help text'), block('ret', 'Return')],
    )

  it('walks the command branch and a Return asks the pending input again', async () => {
    const first = await start(commandBot())
    const second = await reply(first, { type: 'command', command: 'help' })
    expect(texts(second)).toEqual(['Help text'])
    expect(second.response.input).toMatchObject({ id: 'in' })
    expect(texts(await reply(second, 'a@b.co'))).toEqual(['Thanks a@b.co'])
  })

  it('returns to the input automatically with resumeAfter', async () => {
    const second = await reply(await start(commandBot(true)), { type: 'command', command: 'help' })
    expect(texts(second)).toEqual(['Help text'])
    expect(second.response.input).toMatchObject({ id: 'in' })
  })

  it('refuses an unknown command and a command event without edge', async () => {
    const first = await start(commandBot())
    await expect(reply(first, { type: 'command', command: 'HELP' })).rejects.toBeInstanceOf(ChatInputError)
    const unlinked = botWith([{ id: 'ev', type: 'command', graphCoordinates: at, options: { command: 'help' } }], [])
    unlinked.edges = unlinked.edges.filter((candidate) => candidate.id !== 'ev-edge')
    await expect(reply(await start(unlinked), { type: 'command', command: 'help' })).rejects.toBeInstanceOf(ChatInputError)
  })
})
