import { describe, expect, it } from 'vitest'
import type { Condition } from '../../src/shared/bot/condition'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'
import { fakePorts } from './support/fakePorts'

const equals = (variableId: string, value: string) => ({ id: `c-${variableId}-${value}`, variableId, comparisonOperator: 'Equal to' as const, value })

/** A Condition block with one item leading to "yes"; the else edge goes to "no". */
const conditionBot = (condition: Condition, values: Record<string, string>, withElse = true) =>
  makeBot({
    variables: Object.entries(values).map(([name, value]) => variable(name, name, value)),
    groups: [
      group('g1', [
        block('cond', 'Condition', { items: [{ id: 'i1', content: condition, outgoingEdgeId: 'e-yes' }], ...(withElse ? { outgoingEdgeId: 'e-no' } : {}) }),
        text('after', 'next block'),
      ]),
      group('yes', [text('y', 'yes')]),
      group('no', [text('n', 'no')]),
    ],
    edges: [edge('e-yes', { blockId: 'cond', itemId: 'i1' }, 'yes'), edge('e-no', { blockId: 'cond' }, 'no')],
    startGroupId: 'g1',
  })

describe('Condition', () => {
  it('takes the item edge when every comparison holds (AND)', async () => {
    const condition = { comparisons: [equals('A', '1'), equals('B', '2')] }
    expect(texts(await start(conditionBot(condition, { A: '1', B: '2' })))).toEqual(['yes'])
    expect(texts(await start(conditionBot(condition, { A: '1', B: '3' })))).toEqual(['no'])
  })

  it('takes the item edge when one comparison holds (OR)', async () => {
    const condition: Condition = { logicalOperator: 'OR', comparisons: [equals('A', '1'), equals('B', '2')] }
    expect(texts(await start(conditionBot(condition, { A: '0', B: '2' })))).toEqual(['yes'])
  })

  it('continues with the next block when nothing holds and there is no else edge', async () => {
    expect(texts(await start(conditionBot({ comparisons: [equals('A', '1')] }, { A: '0' }, false)))).toEqual(['next block'])
  })

  it('ends the branch when the winning item has no edge', async () => {
    const bot = makeBot({
      groups: [group('g1', [block('cond', 'Condition', { items: [{ id: 'i1', content: { comparisons: [{ id: 'c', variableId: 'x', comparisonOperator: 'Is empty' }] } }] }), text('after', 'never')])],
      variables: [variable('x', 'X')],
      startGroupId: 'g1',
    })
    expect(texts(await start(bot))).toEqual([])
  })
})

describe('Redirect', () => {
  it.each([
    ['example.com/page', 'https://example.com/page'],
    ['http://example.com', 'http://example.com'],
    ['mailto:a@b.co', 'mailto:a@b.co'],
    ['tel:+331234', 'tel:+331234'],
    ['sms:+331234', 'sms:+331234'],
  ])('redirects %s to %s and goes on', async (url, expected) => {
    const bot = makeBot({
      groups: [group('g1', [text('b1', 'Bye'), block('r', 'Redirect', { options: { url, isNewTab: true } }), text('b2', 'after')])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(result.response.clientSideActions).toEqual([{ type: 'redirect', redirect: { url: expected, isNewTab: true }, lastBubbleBlockId: 'b1' }])
    expect(texts(result)).toEqual(['Bye', 'after'])
  })

  it('does nothing with an empty URL', async () => {
    const bot = makeBot({ groups: [group('g1', [block('r', 'Redirect', { options: { url: '{{Nothing}}' } })])], startGroupId: 'g1' })
    expect((await start(bot)).response.clientSideActions).toBeUndefined()
  })
})

describe('Wait', () => {
  const waitBot = (options: Record<string, unknown>) =>
    makeBot({
      variables: [variable('s', 'Seconds', '1,5')],
      groups: [group('g1', [text('b1', 'Wait…'), block('w', 'Wait', { options }), text('b2', 'Done')])],
      startGroupId: 'g1',
    })

  it('tells the client to wait and continues in the same response without pause', async () => {
    const result = await start(waitBot({ secondsToWaitFor: '2.5' }))
    expect(result.response.clientSideActions).toEqual([{ type: 'wait', wait: { secondsToWaitFor: 2.5 }, lastBubbleBlockId: 'b1' }])
    expect(texts(result)).toEqual(['Wait…', 'Done'])
  })

  it('stops with pause and resumes after the empty continueChat', async () => {
    const first = await start(waitBot({ secondsToWaitFor: '3', shouldPause: true }))
    expect(first.response.clientSideActions?.[0]).toMatchObject({ type: 'wait', expectsDedicatedReply: true })
    expect(texts(first)).toEqual(['Wait…'])
    expect(texts(await reply(first, undefined))).toEqual(['Done'])
  })

  it('ignores a wait that is not a number', async () => {
    expect((await start(waitBot({ secondsToWaitFor: 'soon' }))).response.clientSideActions).toBeUndefined()
  })
})

describe('Jump and Return', () => {
  const jumpBot = (jumpOptions: Record<string, unknown>) =>
    makeBot({
      variables: [variable('t', 'Target', 'Help')],
      groups: [
        group('g1', [text('a', 'before'), block('j', 'Jump', { options: jumpOptions }), text('b', 'after jump')]),
        group('g2', [text('h1', 'help 1'), text('h2', 'help 2'), block('ret', 'Return')], 'Help'),
      ],
      startGroupId: 'g1',
    })

  it('jumps to a group and comes back to the block after the Jump on Return', async () => {
    const result = await start(jumpBot({ groupId: 'g2' }))
    expect(texts(result)).toEqual(['before', 'help 1', 'help 2', 'after jump'])
    expect(result.effects[0].visitedEdgeIds).toEqual(['start-edge'])
  })

  it('jumps to a block of a group named by a variable holding its title', async () => {
    expect(texts(await start(jumpBot({ groupId: '{{Target}}', blockId: 'h2' })))).toEqual(['before', 'help 2', 'after jump'])
  })

  it('logs an error and ends the branch for a missing target', async () => {
    const result = await start(jumpBot({ groupId: 'nowhere' }))
    expect(texts(result)).toEqual(['before'])
    expect(result.response.logs).toMatchObject([{ status: 'error', description: 'Jump target not found' }])
  })

  it('does nothing at a Return without a mark', async () => {
    const bot = makeBot({ groups: [group('g1', [block('ret', 'Return'), text('a', 'still here')])], startGroupId: 'g1' })
    expect(texts(await start(bot))).toEqual(['still here'])
  })
})

describe('AB test', () => {
  const abBot = (aPercent?: number) =>
    makeBot({
      groups: [
        group('g1', [block('ab', 'AB test', { items: [{ id: 'a', path: 'a', outgoingEdgeId: 'ea' }, { id: 'b', path: 'b', outgoingEdgeId: 'eb' }], options: aPercent === undefined ? {} : { aPercent } })]),
        group('ga', [text('x', 'A')]),
        group('gb', [text('y', 'B')]),
      ],
      edges: [edge('ea', { blockId: 'ab', itemId: 'a' }, 'ga'), edge('eb', { blockId: 'ab', itemId: 'b' }, 'gb')],
      startGroupId: 'g1',
    })

  it('splits visitors around aPercent with the seeded random', async () => {
    const counts = { A: 0, B: 0 }
    const ports = fakePorts({ seed: 42 })
    for (let index = 0; index < 200; index++) counts[texts(await start(abBot(), {}, ports))[0] as 'A' | 'B'] += 1
    expect(counts.A).toBeGreaterThan(70)
    expect(counts.B).toBeGreaterThan(70)
  })

  it('always takes A at 100 and B at 0', async () => {
    expect(texts(await start(abBot(100)))).toEqual(['A'])
    expect(texts(await start(abBot(0)))).toEqual(['B'])
  })
})

describe('Code', () => {
  it('hands client code to the browser with variable ids as arguments, and goes on', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Name', 'Ada')],
      groups: [group('g1', [text('b1', 'hi'), block('c', 'Code', { options: { content: 'console.log({{Name}})' } }), text('b2', 'after')])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(result.response.clientSideActions).toEqual([
      { type: 'scriptToExecute', scriptToExecute: { content: 'console.log(v1)', args: [{ id: 'v1', value: 'Ada' }] }, lastBubbleBlockId: 'b1' },
    ])
    expect(texts(result)).toEqual(['hi', 'after'])
  })

  it('runs server code in the sandbox with setVariable', async () => {
    const bot = makeBot({
      variables: [variable('v1', 'Count', '2'), variable('v2', 'Out')],
      groups: [group('g1', [block('c', 'Code', { options: { isExecutedOnClient: false, content: 'setVariable("Out", {{Count}} * 10); setVariable("Unknown", 1)' } }), text('b', '{{Out}}')])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['20'])
    expect(valueOf(result, 'Out')).toBe('20')
  })

  it('logs an error when server code throws and goes on', async () => {
    const bot = makeBot({
      groups: [group('g1', [block('c', 'Code', { options: { isExecutedOnClient: false, content: 'throw new Error("bad")' } }), text('b', 'after')])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['after'])
    expect(result.response.logs).toMatchObject([{ status: 'error', details: expect.stringContaining('bad') }])
  })
})
