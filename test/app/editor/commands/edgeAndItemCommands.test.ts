import { describe, expect, it } from 'vitest'
import { connect } from '../../../../src/app/editor/commands/edges/connect'
import { removeEdges } from '../../../../src/app/editor/commands/edges/removeEdges'
import { addItem } from '../../../../src/app/editor/commands/items/addItem'
import { removeItem } from '../../../../src/app/editor/commands/items/removeItem'
import { findBlock } from '../../../../src/app/editor/document/blockIndex'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, expectValidDocument, flowDoc, group, ids, sequentialIds, text } from '../support/flowDocs'

const cards: Block = { id: 'k', type: 'cards', items: [{ id: 'card', paths: [{ id: 'p1' }, { id: 'p2' }] }] }
const doc = () => flowDoc([group('g1', [text('a'), choice('q', ['yes', 'no'])]), group('g2', [text('b'), cards]), group('g3', [text('c')])])

describe('connecting', () => {
  it('joins the start event to a group', () => {
    const next = connect(doc(), { from: { eventId: 'start' }, to: { groupId: 'g1' }, edgeId: 'e1' })
    expect(next.edges).toEqual([{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }])
    expect(next.events[0].outgoingEdgeId).toBe('e1')
    expectValidDocument(next)
  })

  it('joins a button, a card path and a block to groups', () => {
    let next = connect(doc(), { from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'g2' }, edgeId: 'e1' })
    next = connect(next, { from: { blockId: 'k', itemId: 'card', pathId: 'p2' }, to: { groupId: 'g3' }, edgeId: 'e2' })
    next = connect(next, { from: { blockId: 'q' }, to: { groupId: 'g3' }, edgeId: 'e3' })
    expect(ids(next.edges)).toEqual(['e1', 'e2', 'e3'])
    expectValidDocument(next)
  })

  it('an output leads to one place: connecting it again replaces its edge', () => {
    let next = connect(doc(), { from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'g2' }, edgeId: 'e1' })
    next = connect(next, { from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'g3' }, edgeId: 'e2' })
    expect(next.edges).toEqual([{ id: 'e2', from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'g3' } }])
    expectValidDocument(next)
  })

  it('ignores a connection from an output or to a group that does not exist', () => {
    const before = doc()
    expect(connect(before, { from: { blockId: 'q', itemId: 'maybe' }, to: { groupId: 'g2' } })).toBe(before)
    expect(connect(before, { from: { blockId: 'a' }, to: { groupId: 'nowhere' } })).toBe(before)
  })

  it('disconnecting clears the source', () => {
    const connected = connect(doc(), { from: { blockId: 'k', itemId: 'card', pathId: 'p1' }, to: { groupId: 'g1' }, edgeId: 'e1' })
    const next = removeEdges(connected, { edgeIds: ['e1'] })
    expect(next.edges).toEqual([])
    expect(JSON.stringify(next)).not.toContain('outgoingEdgeId')
    expectValidDocument(next)
  })
})

describe('items', () => {
  it('adds an item at the end or at an index', () => {
    let next = addItem(doc(), { blockId: 'q', newId: sequentialIds() })
    next = addItem(next, { blockId: 'q', index: 0, newId: sequentialIds('m') })
    expect(ids((findBlock(next.groups, 'q')!.block as { items: { id: string }[] }).items)).toEqual(['m1', 'yes', 'no', 'n1'])
    expectValidDocument(next)
  })

  it('a new card comes with one button path', () => {
    const next = addItem(doc(), { blockId: 'k', newId: sequentialIds() })
    expect((findBlock(next.groups, 'k')!.block as { items: unknown[] }).items.at(-1)).toEqual({ id: 'n1', paths: [{ id: 'n2' }] })
  })

  it('removes an item with its edge', () => {
    const connected = connect(doc(), { from: { blockId: 'q', itemId: 'yes' }, to: { groupId: 'g2' }, edgeId: 'e1' })
    const next = removeItem(connected, { blockId: 'q', itemId: 'yes' })
    expect(next.edges).toEqual([])
    expect(ids((findBlock(next.groups, 'q')!.block as { items: { id: string }[] }).items)).toEqual(['no'])
    expectValidDocument(next)
  })

  it('removing a card removes the edges of its paths', () => {
    let next = addItem(doc(), { blockId: 'k', newId: sequentialIds() })
    next = connect(next, { from: { blockId: 'k', itemId: 'card', pathId: 'p1' }, to: { groupId: 'g1' }, edgeId: 'e1' })
    next = removeItem(next, { blockId: 'k', itemId: 'card' })
    expect(next.edges).toEqual([])
    expectValidDocument(next)
  })

  it('keeps the last item, and the two paths of an AB test', () => {
    const withAb = flowDoc([group('g', [{ id: 'ab', type: 'AB test', items: [{ id: 'a', path: 'a' }, { id: 'b', path: 'b' }] }])])
    expect(addItem(withAb, { blockId: 'ab' })).toBe(withAb)
    expect(removeItem(withAb, { blockId: 'ab', itemId: 'a' })).toBe(withAb)
    const single = flowDoc([group('g', [choice('q', ['only'])])])
    expect(removeItem(single, { blockId: 'q', itemId: 'only' })).toBe(single)
  })
})
