import { describe, expect, it } from 'vitest'
import type { Variable } from '../../src/shared/bot/variable'
import { block, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, valueOf } from './support/chat'

/** Runs one Set variable block on a bot with these variables and returns the finished turn. */
const runSet = (options: Record<string, unknown>, variables: Variable[] = [], extra: Parameters<typeof start>[1] = {}) =>
  start(
    makeBot({
      variables: [variable('t', 'Target'), ...variables],
      groups: [group('g1', [block('set', 'Set variable', { options: { variableId: 't', ...options } })])],
      startGroupId: 'g1',
    }),
    extra,
  )

describe('Set variable: Custom', () => {
  it('evaluates an expression with variables bound by type', async () => {
    expect(valueOf(await runSet({ expressionToEvaluate: '{{A}} + 1' }, [variable('a', 'A', '2')]), 'Target')).toBe('3')
  })

  it('writes null for an empty expression', async () => {
    expect(valueOf(await runSet({ expressionToEvaluate: '  ' }, [], {}), 'Target')).toBeNull()
  })

  it('copies a variable referenced alone, lists included', async () => {
    expect(valueOf(await runSet({ expressionToEvaluate: '{{L}}' }, [variable('l', 'L', ['x', 'y'])]), 'Target')).toEqual(['x', 'y'])
  })

  it('keeps numeric text with a leading zero', async () => {
    expect(valueOf(await runSet({ expressionToEvaluate: '0612345678' }), 'Target')).toBe('0612345678')
  })

  it('runs code that returns and lets it set other variables', async () => {
    const result = await runSet(
      { expressionToEvaluate: 'setVariable("Other", "side"); const x = 2 * 21\nreturn x', isCode: true },
      [variable('o', 'Other')],
    )
    expect(valueOf(result, 'Target')).toBe('42')
    expect(valueOf(result, 'Other')).toBe('side')
  })

  it('falls back to the templated text when the expression throws', async () => {
    const result = await runSet({ expressionToEvaluate: 'Hello {{Name}}' }, [variable('n', 'Name', 'Ada')])
    expect(valueOf(result, 'Target')).toBe('Hello Ada')
    expect(result.effects[0].logs).toEqual([])
  })

  it('logs a code error and saves it in the error variable when isCode', async () => {
    const result = await runSet(
      { expressionToEvaluate: 'if (true) throw new Error("boom")\nreturn 1', isCode: true, saveErrorInVariableId: 'err' },
      [variable('err', 'Error')],
    )
    expect(valueOf(result, 'Error')).toContain('boom')
    expect(result.effects[0].logs).toMatchObject([{ status: 'error' }])
  })

  it('hands client-evaluated code to the browser and stores its JSON reply', async () => {
    const first = await runSet({ expressionToEvaluate: 'return {{A}} * 2', isExecutedOnClient: true }, [variable('a', 'A', '4')])
    expect(first.response.clientSideActions).toEqual([
      {
        type: 'setVariable',
        setVariable: { scriptToExecute: { content: 'return a * 2', args: [{ id: 'a', value: 4 }], isCode: false } },
        expectsDedicatedReply: true,
      },
    ])
    expect(first.isSessionEnded).toBe(false)
    expect(valueOf(await reply(first, '8'), 'Target')).toBe('8')
    expect(valueOf(await reply(first, '["a",1]'), 'Target')).toEqual(['a', '1'])
    expect(valueOf(await reply(first, 'plain text'), 'Target')).toBe('plain text')
  })

  it.each(['Moment of the day', 'Device type'])('asks the browser for %s', async (type) => {
    const first = await runSet({ type })
    expect(first.response.clientSideActions?.[0]).toMatchObject({ type: 'setVariable', expectsDedicatedReply: true })
    expect(valueOf(await reply(first, '"morning"'), 'Target')).toBe('morning')
  })
})

describe('Set variable: other types', () => {
  it('empties the variable', async () => {
    expect(valueOf(await runSet({ type: 'Empty' }, []), 'Target')).toBeNull()
  })

  it.each([
    [undefined, ['new']],
    ['old', ['old', 'new']],
    [['a', 'b'], ['a', 'b', 'new']],
  ] as const)('appends to %j', async (current, expected) => {
    const bot = makeBot({
      variables: [variable('t', 'Target', current === undefined ? undefined : (current as string | string[])), variable('i', 'Item', 'new')],
      groups: [group('g1', [block('set', 'Set variable', { options: { variableId: 't', type: 'Append value(s)', item: '{{Item}}' } })])],
      startGroupId: 'g1',
    })
    expect(valueOf(await start(bot), 'Target')).toEqual(expected)
  })

  it('writes the environment name, the result id and a random id', async () => {
    expect(valueOf(await runSet({ type: 'Environment name' }), 'Target')).toBe('web')
    expect(valueOf(await runSet({ type: 'Result ID' }), 'Target')).toBe('result1')
    expect(valueOf(await runSet({ type: 'User ID' }), 'Target')).toBe('result1')
    expect(valueOf(await runSet({ type: 'Random ID' }), 'Target')).toBe('id1')
  })

  it('writes now, yesterday and tomorrow in UTC or in a time zone', async () => {
    expect(valueOf(await runSet({ type: 'Now' }), 'Target')).toBe('2024-05-06T07:08:09.000Z')
    expect(valueOf(await runSet({ type: 'Today' }), 'Target')).toBe('2024-05-06T07:08:09.000Z')
    expect(valueOf(await runSet({ type: 'Now', timeZone: 'Europe/Paris' }), 'Target')).toBe('2024-05-06T09:08:09+02:00')
    expect(valueOf(await runSet({ type: 'Yesterday', timeZone: '{{Zone}}' }, [variable('z', 'Zone', 'America/New_York')]), 'Target')).toBe(
      '2024-05-05T03:08:09-04:00',
    )
    expect(valueOf(await runSet({ type: 'Tomorrow', timeZone: 'UTC' }), 'Target')).toBe('2024-05-07T07:08:09Z')
  })

  it('maps the item with the same index', async () => {
    const variables = [variable('bi', 'Item', 'b'), variable('bl', 'Base', ['a', 'b']), variable('tl', 'Targets', ['A', 'B'])]
    const params = { baseItemVariableId: 'bi', baseListVariableId: 'bl', targetListVariableId: 'tl' }
    expect(valueOf(await runSet({ type: 'Map item with same index', mapListItemParams: params }, variables), 'Target')).toBe('B')
    const missing = [variable('bi', 'Item', 'z'), ...variables.slice(1)]
    expect(valueOf(await runSet({ type: 'Map item with same index', mapListItemParams: params }, missing), 'Target')).toBeNull()
  })

  it.each([
    ['Pop', ['a', 'b', 'c'], ['a', 'b'], 'c'],
    ['Shift', ['a', 'b', 'c'], ['b', 'c'], 'a'],
    ['Pop', 'solo', [], 'solo'],
  ] as const)('%s takes an element from %j', async (type, list, rest, item) => {
    const bot = makeBot({
      variables: [variable('t', 'Target', list as string | string[]), variable('s', 'Saved')],
      groups: [group('g1', [block('set', 'Set variable', { options: { variableId: 't', type, saveItemInVariableId: 's' } })])],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(valueOf(result, 'Target')).toEqual(rest)
    expect(valueOf(result, 'Saved')).toBe(item)
  })

  it('leaves an unset list unset on Pop', async () => {
    expect(valueOf(await runSet({ type: 'Pop', saveItemInVariableId: 's' }, [variable('s', 'Saved')]), 'Saved')).toBeUndefined()
  })

  it('writes the transcript and keeps it out of the result', async () => {
    const bot = makeBot({
      variables: [variable('t', 'Target'), variable('n', 'Name')],
      groups: [
        group('g1', [
          text('b1', 'Your name?'),
          block('in', 'text input', { options: { variableId: 'n' } }),
          text('b2', 'Hi {{Name}}'),
          block('set', 'Set variable', { options: { variableId: 't', type: 'Transcript' } }),
        ]),
      ],
      startGroupId: 'g1',
    })
    const result = await reply(await start(bot), 'Ada')
    expect(valueOf(result, 'Target')).toBe('Assistant: "Your name?"\n\nUser: "Ada"\n\nAssistant: "Hi Ada"')
    expect(result.effects[0].variables.map((entry) => entry.name)).toEqual(['Name'])
  })

  it('does nothing without a target variable', async () => {
    const bot = makeBot({
      groups: [group('g1', [block('set', 'Set variable', { options: { type: 'Environment name' } }), text('b', 'after')])],
      startGroupId: 'g1',
    })
    expect((await start(bot)).response.messages).toHaveLength(1)
  })
})

describe('Set variable: values only a messaging app has', () => {
  it.each(['Phone number', 'Contact name', 'Referral Click ID', 'Referral Source ID'])('%s leaves the variable as it was on the web', async (type) => {
    const result = await runSet({ type }, [], {})
    expect(valueOf(result, 'Target')).toBeUndefined()
    const kept = start(
      makeBot({
        variables: [variable('t', 'Target', 'before')],
        groups: [group('g1', [block('set', 'Set variable', { options: { variableId: 't', type } }), text('say', 'Still {{Target}}')])],
        startGroupId: 'g1',
      }),
    )
    expect(JSON.stringify((await kept).response.messages)).toContain('Still before')
  })
})
