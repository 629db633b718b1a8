import { describe, expect, it } from 'vitest'
import { copyFragment } from '../../../../src/app/editor/commands/fragment/copyFragment'
import { insertFragment } from '../../../../src/app/editor/commands/fragment/insertFragment'
import { remapFragment } from '../../../../src/app/editor/commands/fragment/remapFragment'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, edge, expectValidDocument, flowDoc, group, sequentialIds, text } from '../support/flowDocs'

const ask: Block = { id: 'ask', type: 'text input', options: { variableId: 'vName' } }
const jump: Block = { id: 'jump', type: 'Jump', options: { groupId: 'g2' } }
const source = () =>
  flowDoc(
    [
      group('g1', [text('hi', 'Hi {{Mood}}'), ask, choice('q', ['i1', 'i2'])], { x: 100, y: 100 }, 'Ask'),
      group('g2', [text('bye'), jump], { x: 500, y: 100 }, 'Bye'),
      group('g3', [text('x')], { x: 900, y: 100 }, 'Elsewhere'),
    ],
    [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'q', itemId: 'i1' }, 'g2'), edge('e2', { blockId: 'q', itemId: 'i2' }, 'g3')],
    [{ id: 'vName', name: 'Name' }, { id: 'vMood', name: 'Mood' }, { id: 'vUnused', name: 'Unused' }],
  )

describe('copying', () => {
  it('keeps the edges inside the copy and the variables the blocks use', () => {
    const fragment = copyFragment(source(), { groupIds: ['g1', 'g2'] })
    expect(fragment.groups.map((g) => g.id)).toEqual(['g1', 'g2'])
    expect(fragment.edges.map((e) => e.id)).toEqual(['e1'])
    expect(fragment.variables.map((v) => v.name)).toEqual(['Name', 'Mood'])
    // i2 led outside the copy: in the copy it leads nowhere.
    expect(JSON.stringify(fragment.groups)).not.toContain('"e2"')
  })
})

describe('pasting', () => {
  it('gives every element a fresh id and rewrites the references between them', () => {
    const fragment = remapFragment(copyFragment(source(), { groupIds: ['g1', 'g2'] }), sequentialIds('new'))
    const text = JSON.stringify(fragment)
    for (const old of ['g1', 'g2', 'ask', 'q', 'i1', 'e1', 'vName', 'jump']) expect(text).not.toMatch(new RegExp(`(id|Id)":"${old}"`))
    const [g1, g2] = fragment.groups
    expect(fragment.edges[0].to.groupId).toBe(g2.id)
    expect((fragment.edges[0].from as { blockId: string }).blockId).toBe(g1.blocks[2].id)
    expect((g2.blocks[1] as { options: { groupId: string } }).options.groupId).toBe(g2.id)
    expect((g1.blocks[1] as { options: { variableId: string } }).options.variableId).toBe(fragment.variables[0].id)
  })

  it('pastes into the same bot beside the original without colliding', () => {
    const doc = source()
    const fragment = remapFragment(copyFragment(doc, { groupIds: ['g1', 'g2'] }))
    const next = insertFragment(doc, { fragment, at: { x: 200, y: 400 } })
    expect(next.groups.slice(3).map((g) => [g.title, g.graphCoordinates])).toEqual([
      ['Ask (2)', { x: 200, y: 400 }],
      ['Bye (2)', { x: 600, y: 400 }],
    ])
    // Same names: the bot's own variables are reused, none is added.
    expect(next.variables).toHaveLength(3)
    expect((next.groups[3].blocks[1] as { options: { variableId: string } }).options.variableId).toBe('vName')
    expectValidDocument(next)
  })

  it('pastes into another bot, bringing the variables it lacks', () => {
    const fragment = remapFragment(copyFragment(source(), { groupIds: ['g1'] }))
    const other = flowDoc([group('o1', [text('o')])], [], [{ id: 'theirMood', name: 'Mood' }])
    const next = insertFragment(other, { fragment, at: { x: 0, y: 0 } })
    expect(next.variables.map((v) => v.name)).toEqual(['Mood', 'Name'])
    expectValidDocument(next)
  })
})
