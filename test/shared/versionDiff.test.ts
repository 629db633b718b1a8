import { describe, expect, it } from 'vitest'
import type { Block } from '../../src/shared/bot/blocks'
import type { Group } from '../../src/shared/bot/group'
import { changedPaths, diffBots, isSameFlow, type ComparableBot } from '../../src/shared/bot/versionDiff'

const text = (id: string, words: string) => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } }) as Block
const group = (id: string, title: string, blocks: Block[], x = 0): Group => ({ id, title, graphCoordinates: { x, y: 0 }, blocks })

const base = (): ComparableBot => ({
  events: [{ id: 'start', type: 'start', graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  groups: [group('g1', 'Welcome', [text('b1', 'Hello'), text('b2', 'Bye')]), group('g2', 'Ask', [{ id: 'b3', type: 'text input' } as Block])],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  variables: [{ id: 'v1', name: 'Name' }],
  theme: { chat: { hostBubbles: { backgroundColor: '#fff' } } },
  settings: { general: { isBrandingEnabled: true } },
})

describe('diffBots', () => {
  it('finds nothing between a version and itself', () => {
    expect(isSameFlow(diffBots(base(), base()))).toBe(true)
  })

  it('reports added, removed and changed groups with the blocks that changed in them', () => {
    const after = base()
    after.groups = [
      group('g1', 'Welcome!', [text('b1', 'Hello there'), text('b2', 'Bye')]),
      group('g3', 'New', [text('b4', 'Fresh')]),
    ]
    const diff = diffBots(base(), after)
    expect(diff.groups).toEqual([
      { id: 'g1', title: 'Welcome!', kind: 'changed', fields: ['title', 'blocks'], blocks: [{ id: 'b1', type: 'text', groupId: 'g1', kind: 'changed', fields: ['content'] }] },
      { id: 'g3', title: 'New', kind: 'added', fields: [], blocks: [{ id: 'b4', type: 'text', groupId: 'g3', kind: 'added', fields: [] }] },
      { id: 'g2', title: 'Ask', kind: 'removed', fields: [], blocks: [{ id: 'b3', type: 'text input', groupId: 'g2', kind: 'removed', fields: [] }] },
    ])
  })

  it('says a group moved, a block changed order, and a block left one group for another', () => {
    const after = base()
    after.groups = [group('g1', 'Welcome', [text('b2', 'Bye')], 300), group('g2', 'Ask', [{ id: 'b3', type: 'text input' } as Block, text('b1', 'Hello')])]
    const diff = diffBots(base(), after)
    const g1 = diff.groups.find((g) => g.id === 'g1')!
    expect(g1.fields).toEqual(['position', 'blocks'])
    expect(g1.blocks.map((b) => [b.id, b.fields])).toEqual([
      ['b2', ['order']],
      ['b1', ['group']],
    ])
    expect(diff.groups.find((g) => g.id === 'g2')).toMatchObject({ kind: 'changed', blocks: [{ id: 'b1', kind: 'changed', fields: ['group'] }] })
  })

  it('compares edges, variables, events, theme and settings by id and path', () => {
    const after = base()
    after.edges = [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g2' } }, { id: 'e2', from: { blockId: 'b2' }, to: { groupId: 'g2' } }]
    after.variables = [{ id: 'v1', name: 'First name' }, { id: 'v2', name: 'Email' }]
    after.events = [{ id: 'start', type: 'start', graphCoordinates: { x: 50, y: 50 }, outgoingEdgeId: 'e1' }]
    after.theme = { chat: { hostBubbles: { backgroundColor: '#000' } } }
    after.settings = { general: { isBrandingEnabled: false }, metadata: { title: 'Hi' } }
    const diff = diffBots(base(), after)
    expect(diff.edges).toEqual([
      { id: 'e1', label: 'event start → group g2', kind: 'changed', fields: ['to'] },
      { id: 'e2', label: 'block b2 → group g2', kind: 'added', fields: [] },
    ])
    expect(diff.variables).toEqual([
      { id: 'v1', label: 'First name', kind: 'changed', fields: ['name'] },
      { id: 'v2', label: 'Email', kind: 'added', fields: [] },
    ])
    // Moving the start event is not a change of the flow.
    expect(diff.events).toEqual([])
    expect(diff.theme).toEqual(['chat.hostBubbles.backgroundColor'])
    expect(diff.settings).toEqual(['general.isBrandingEnabled', 'metadata'])
  })

  it('treats an absent field and an undefined one as the same document', () => {
    const after = base()
    after.groups[0].blocks[0] = { ...after.groups[0].blocks[0], outgoingEdgeId: undefined }
    expect(isSameFlow(diffBots(base(), after))).toBe(true)
  })

  it('lists leaf paths of nested values, arrays as a whole', () => {
    expect(changedPaths({ a: { b: 1, c: [1, 2] } }, { a: { b: 2, c: [1, 3] }, d: true })).toEqual(['a.b', 'a.c', 'd'])
  })
})
