import { describe, expect, it } from 'vitest'
import type { Condition } from '../../src/shared/bot/condition'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'

/** Start → loop block (then "after" on done); the "each" output leads to the `body` group. */
function loopBot(options: Record<string, unknown>, body: Parameters<typeof group>[1], values: Record<string, string | string[]> = {}) {
  return makeBot({
    variables: [
      variable('list', 'Fruits', values.Fruits),
      variable('item', 'Fruit'),
      variable('index', 'Index'),
      variable('count', 'Count', values.Count),
      variable('name', 'Name'),
    ],
    groups: [
      group('g1', [block('loop', 'Loop', { items: [{ id: 'each', path: 'each', outgoingEdgeId: 'e-body' }], options, outgoingEdgeId: 'e-done' })]),
      group('body', body),
      group('after', [text('a', 'after {{Index}}')]),
    ],
    edges: [edge('e-body', { blockId: 'loop', itemId: 'each' }, 'body'), edge('e-done', { blockId: 'loop' }, 'after')],
    startGroupId: 'g1',
  })
}

const forEach = { kind: 'for each', listVariableId: 'list', itemVariableId: 'item', indexVariableId: 'index' }

describe('Loop block, for each', () => {
  it('runs the body once per element, with the item and index in variables, then leaves by "done"', async () => {
    const bot = loopBot(forEach, [text('t', '{{Index}}: {{Fruit}}')], { Fruits: ['apple', 'pear', 'fig'] })
    const result = await start(bot)
    expect(texts(result)).toEqual(['0: apple', '1: pear', '2: fig', 'after 2'])
    expect(result.state.botsQueue[0].loops).toBeUndefined()
  })

  it('reads JSON-array text as the list', async () => {
    const bot = loopBot(forEach, [text('t', '{{Fruit}}')], { Fruits: '["a","b"]' })
    expect(texts(await start(bot))).toEqual(['a', 'b', 'after 1'])
  })

  it('leaves at once by "done" over an empty or unset list, without touching the item', async () => {
    const bot = loopBot(forEach, [text('t', 'never')], { Fruits: [] })
    expect(texts(await start(bot))).toEqual(['after '])
    expect(texts(await start(loopBot(forEach, [text('t', 'never')])))).toEqual(['after '])
  })

  it('waits on an input inside the body and carries on with the next element after the answer', async () => {
    const bot = loopBot(forEach, [text('q', 'Rate {{Fruit}}'), block('in', 'text input', { options: { variableId: 'name' } })], { Fruits: ['apple', 'pear'] })
    const first = await start(bot)
    expect(texts(first)).toEqual(['Rate apple'])
    const second = await reply(first, 'good')
    expect(texts(second)).toEqual(['Rate pear'])
    const last = await reply(second, 'bad')
    expect(texts(last)).toEqual(['after 1'])
    expect(last.effects[0].answers.map((answer) => answer.content)).toEqual(['bad'])
  })

  it('stops at its bound with an error log on the result and leaves by "done"', async () => {
    const bot = loopBot({ ...forEach, maxIterations: 2 }, [text('t', '{{Fruit}}')], { Fruits: ['a', 'b', 'c'] })
    const result = await start(bot)
    expect(texts(result)).toEqual(['a', 'b', 'after 1'])
    expect(result.effects[0].logs).toMatchObject([{ status: 'error', description: 'Loop stopped after 2 iterations' }])
  })

  it('runs nested loops: the inner one starts again for each element of the outer', async () => {
    const bot = makeBot({
      variables: [variable('l1', 'Rows', ['1', '2']), variable('l2', 'Cols', ['a', 'b']), variable('r', 'Row'), variable('c', 'Col')],
      groups: [
        group('g1', [block('outer', 'Loop', { items: [{ id: 'o', path: 'each', outgoingEdgeId: 'e-o' }], options: { listVariableId: 'l1', itemVariableId: 'r' } })]),
        group('inner', [block('inner-loop', 'Loop', { items: [{ id: 'i', path: 'each', outgoingEdgeId: 'e-i' }], options: { listVariableId: 'l2', itemVariableId: 'c' } })]),
        group('cell', [text('t', '{{Row}}{{Col}}')]),
      ],
      edges: [edge('e-o', { blockId: 'outer', itemId: 'o' }, 'inner'), edge('e-i', { blockId: 'inner-loop', itemId: 'i' }, 'cell')],
      startGroupId: 'g1',
    })
    expect(texts(await start(bot))).toEqual(['1a', '1b', '2a', '2b'])
  })
})

describe('Loop block, while', () => {
  const below = (limit: string): Condition => ({ comparisons: [{ id: 'c', variableId: 'count', comparisonOperator: 'Less than', value: limit }] })
  const increment = block('inc', 'Set variable', { options: { variableId: 'count', expressionToEvaluate: '{{Count}} + 1' } })

  it('runs the body while the condition holds', async () => {
    const bot = loopBot({ kind: 'while', condition: below('3'), indexVariableId: 'index' }, [text('t', 'count {{Count}}'), increment], { Count: '0' })
    const result = await start(bot)
    expect(texts(result)).toEqual(['count 0', 'count 1', 'count 2', 'after 2'])
    expect(valueOf(result, 'Count')).toBe('3')
  })

  it('stops a condition that always holds at its bound, with a log line', async () => {
    const bot = loopBot({ kind: 'while', condition: below('1000'), maxIterations: 5 }, [increment], { Count: '0' })
    const result = await start(bot)
    expect(valueOf(result, 'Count')).toBe('5')
    expect(texts(result)).toEqual(['after '])
    expect(result.response.logs).toMatchObject([{ status: 'error', description: 'Loop stopped after 5 iterations' }])
  })

  it('without a condition never enters the body', async () => {
    expect(texts(await start(loopBot({ kind: 'while' }, [text('t', 'never')])))).toEqual(['after '])
  })
})
