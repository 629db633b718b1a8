import { describe, expect, it } from 'vitest'
import type { Group } from '../../src/shared/bot/group'
import type { Variable } from '../../src/shared/bot/variable'
import { resultColumns } from '../../src/shared/result'

const textInput = (id: string, variableId?: string) => ({ id, type: 'text input', options: variableId ? { variableId } : {} })
const group = (id: string, title: string, blocks: unknown[], y = 0) => ({ id, title, graphCoordinates: { x: 0, y }, blocks }) as unknown as Group
const noFlow = { edges: [], events: [] }
const start = (edgeId: string) => [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: edgeId }]
const edge = (id: string, from: { eventId: string } | { blockId: string; itemId?: string }, groupId: string) => ({ id, from, to: { groupId } })

describe('results columns', () => {
  it('numbers the labels of many questions titled alike, in order, each once', () => {
    const groups = Array.from({ length: 3000 }, (_, i) => group(`g${i}`, 'Question', [textInput(`b${i}`)]))
    const labels = resultColumns([{ groups, variables: [], ...noFlow }]).map((c) => c.label)
    expect(labels.slice(0, 3)).toEqual(['Question', 'Question (2)', 'Question (3)'])
    expect(labels[2999]).toBe('Question (3000)')
    expect(new Set(labels).size).toBe(3000)
  })

  it('skips a numbered label that is already taken as it is', () => {
    const groups = [group('g1', 'Email (2)', [textInput('b1')]), group('g2', 'Email', [textInput('b2')]), group('g3', 'Email', [textInput('b3')])]
    const variables: Variable[] = [{ id: 'v1', name: 'Email' }]
    const labels = resultColumns([{ groups, variables, ...noFlow }]).map((c) => c.label)
    expect(labels).toEqual(['Email (2)', 'Email', 'Email (3)', 'Email (4)'])
  })

  it('heads a block by the name of its variable in the newest document that names it', () => {
    const draft = { groups: [group('g1', 'Ask', [textInput('b1', 'v1')])], variables: [{ id: 'v1', name: 'First name' }], ...noFlow }
    const published = { groups: [group('g1', 'Ask', [textInput('b1', 'v1'), textInput('b2', 'v2')])], variables: [{ id: 'v1', name: 'Name' }, { id: 'v2', name: 'Age' }], ...noFlow }
    const columns = resultColumns([draft, published])
    expect(columns.map((c) => c.label)).toEqual(['First name', 'Age'])
  })

  it('orders the questions as visitors meet them from the start, whatever order the groups were created in', () => {
    const buttons = { id: 'choice', type: 'choice input', items: [{ id: 'yes', outgoingEdgeId: 'e-yes' }, { id: 'no', outgoingEdgeId: 'e-no' }] }
    const groups = [
      group('late', 'Unreached, low', [textInput('b-low')], 900),
      group('g3', 'Why not', [textInput('b-why')]),
      group('g2', 'Email', [textInput('b-email')]),
      group('g1', 'Welcome', [textInput('b-name'), buttons]),
      group('early', 'Unreached, high', [textInput('b-high')], 500),
    ]
    const edges = [edge('e-no', { blockId: 'choice', itemId: 'no' }, 'g3'), edge('e-start', { eventId: 'start' }, 'g1'), edge('e-yes', { blockId: 'choice', itemId: 'yes' }, 'g2')]
    const columns = resultColumns([{ groups, variables: [], edges, events: start('e-start') }])
    // A block's exits follow its choices as shown ("yes" first), not the order the edges were drawn.
    expect(columns.map((c) => c.label)).toEqual(['Welcome', 'Welcome (1)', 'Email', 'Why not', 'Unreached, high', 'Unreached, low'])
  })
})
