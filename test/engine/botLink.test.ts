import { describe, expect, it } from 'vitest'
import { block, edge, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'
import { fakePorts } from './support/fakePorts'

/** A child bot that greets with the carried Name, asks a question and sets Extra. */
const childBot = makeBot({
  id: 'child',
  variables: [variable('c-name', 'Name'), variable('c-q', 'Quest'), variable('c-extra', 'Extra')],
  groups: [
    group('cg1', [
      text('c1', 'Child hello {{Name}}'),
      block('c-in', 'text input', { options: { variableId: 'c-q' } }),
      block('c-set', 'Set variable', { options: { variableId: 'c-extra', type: 'Environment name' } }),
      block('c-set2', 'Set variable', { options: { variableId: 'c-name', expressionToEvaluate: 'Child {{Name}}' } }),
    ]),
    group('cg2', [text('c2', 'Second group')], 'Later'),
  ],
  startGroupId: 'cg1',
})

const parentBot = (linkOptions: Record<string, unknown>) =>
  makeBot({
    id: 'parent',
    variables: [variable('p-name', 'Name', 'Ada'), variable('p-g', 'GroupTitle', 'Later')],
    groups: [
      group('g1', [text('p1', 'Parent start'), block('link', 'Bot link', { options: linkOptions }), text('p2', 'Back in parent, {{Name}}, {{Extra}}')]),
    ],
    startGroupId: 'g1',
  })

const portsWithChild = () => {
  const ports = fakePorts()
  ports.addBot(childBot)
  return ports
}

describe('Bot link', () => {
  it('runs a merged child with carried variables and hands its values back', async () => {
    const ports = portsWithChild()
    const first = await start(parentBot({ botId: 'child', mergeResults: true }), {}, ports)
    expect(texts(first)).toEqual(['Parent start', 'Child hello Ada'])
    const second = await reply(first, 'the grail', ports)
    expect(texts(second)).toEqual(['Back in parent, Child Ada, web'])
    expect(second.effects).toHaveLength(1)
    expect(second.effects[0]).toMatchObject({ resultId: 'result1', answers: [{ blockId: 'c-in', content: 'the grail' }], isCompleted: true })
    expect(second.effects[0].variables).toEqual(
      expect.arrayContaining([{ id: 'p-name', name: 'Name', value: 'Child Ada' }, { id: 'c-extra', name: 'Extra', value: 'web' }]),
    )
    expect(second.isSessionEnded).toBe(true)
  })

  it('gives a non-merged child its own result, completed when its flow ends, and leaves the parent unchanged', async () => {
    const ports = portsWithChild()
    const first = await start(parentBot({ botId: 'child' }), {}, ports)
    expect(first.effects.map((effect) => [effect.resultId, effect.botId])).toEqual([
      ['result1', 'parent'],
      ['id1', 'child'],
    ])
    const second = await reply(first, 'the grail', ports)
    expect(texts(second)).toEqual(['Back in parent, Ada, '])
    const child = second.effects.find((effect) => effect.resultId === 'id1')
    expect(child).toMatchObject({ botId: 'child', answers: [{ content: 'the grail' }], hasStarted: true, isCompleted: true })
    expect(child?.variables).toEqual(expect.arrayContaining([{ id: 'c-q', name: 'Quest', value: 'the grail' }]))
    const parent = second.effects.find((effect) => effect.resultId === 'result1')
    expect(parent).toMatchObject({ answers: [], hasStarted: false, isCompleted: false })
  })

  it('links to a group of the current bot by a title variable, always merged', async () => {
    const bot = makeBot({
      variables: [variable('t', 'Title', 'Other')],
      groups: [group('g1', [block('link', 'Bot link', { options: { botId: 'current', groupId: '{{Title}}' } }), text('a', 'after link')]), group('g2', [text('o', 'other group')], 'Other')],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['other group', 'after link'])
    expect(result.effects).toHaveLength(1)
  })

  it('nests links and unwinds them in order', async () => {
    const ports = fakePorts()
    ports.addBot(makeBot({ id: 'inner', groups: [group('i1', [text('i', 'inner')])], startGroupId: 'i1' }))
    ports.addBot(
      makeBot({
        id: 'middle',
        groups: [group('m1', [text('m', 'middle'), block('l2', 'Bot link', { options: { botId: 'inner', mergeResults: true } }), text('m2', 'middle end')])],
        startGroupId: 'm1',
      }),
    )
    const result = await start(parentBot({ botId: 'middle', mergeResults: true }), {}, ports)
    expect(texts(result)).toEqual(['Parent start', 'middle', 'inner', 'middle end', 'Back in parent, Ada, '])
  })

  it('loads the draft in preview', async () => {
    const ports = fakePorts()
    ports.addBot(makeBot({ id: 'child', groups: [group('d', [text('d1', 'draft')])], startGroupId: 'd' }), 'draft')
    expect(texts(await start(parentBot({ botId: 'child' }), { isPreview: true }, ports))).toContain('draft')
  })

  it('logs an error and follows the block edge when the bot or group is missing', async () => {
    const missingBot = await start(parentBot({ botId: 'ghost' }))
    expect(texts(missingBot)).toEqual(['Parent start', 'Back in parent, Ada, '])
    expect(missingBot.response.logs).toMatchObject([{ status: 'error', description: 'Linked bot not found' }])
    const missingGroup = await start(parentBot({ botId: 'child', groupId: 'nope' }), {}, portsWithChild())
    expect(missingGroup.response.logs).toMatchObject([{ status: 'error', description: 'Linked group not found' }])
    const noBot = await start(parentBot({}))
    expect(noBot.response.logs).toMatchObject([{ status: 'error' }])
  })

  it('continues at the return point edge when the link block has one', async () => {
    const bot = makeBot({
      groups: [
        group('g1', [block('link', 'Bot link', { options: { botId: 'current', groupId: 'g3' }, outgoingEdgeId: 'e1' }), text('x', 'not here')]),
        group('g2', [text('y', 'edge target')]),
        group('g3', [text('z', 'linked')]),
      ],
      edges: [edge('e1', { blockId: 'link' }, 'g2')],
      startGroupId: 'g1',
    })
    const result = await start(bot)
    expect(texts(result)).toEqual(['linked', 'edge target'])
    expect(result.effects[0].visitedEdgeIds).toEqual(['start-edge', 'e1'])
    expect(valueOf(result, 'nothing')).toBeUndefined()
  })
})
