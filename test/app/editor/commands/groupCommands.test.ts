import { describe, expect, it } from 'vitest'
import { addGroup, nextGroupTitle } from '../../../../src/app/editor/commands/groups/addGroup'
import { duplicateGroups } from '../../../../src/app/editor/commands/groups/duplicateGroups'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { removeElements } from '../../../../src/app/editor/commands/groups/removeElements'
import { renameGroup } from '../../../../src/app/editor/commands/groups/renameGroup'
import { choice, edge, expectValidDocument, flowDoc, group, ids, sequentialIds, text } from '../support/flowDocs'

const twoGroups = () =>
  flowDoc(
    [group('g1', [text('t1'), choice('c1', ['i1', 'i2'])]), group('g2', [text('t2')], { x: 400, y: 0 })],
    [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'c1', itemId: 'i1' }, 'g2'), edge('e2', { blockId: 'c1', itemId: 'i2' }, 'g1')],
  )

describe('adding groups', () => {
  it('adds a numbered group at the given position with rounded coordinates', () => {
    const doc = addGroup(twoGroups(), { position: { x: 10.4, y: 20.6 }, groupId: 'g3', blocks: [text('t3')] })
    expect(doc.groups.at(-1)).toEqual({ id: 'g3', title: 'Group #3', graphCoordinates: { x: 10, y: 21 }, blocks: [text('t3')] })
    expectValidDocument(doc)
  })

  it('skips a title that is already taken', () => {
    expect(nextGroupTitle([{ id: 'a', title: 'Group #2', graphCoordinates: { x: 0, y: 0 }, blocks: [] }])).toBe('Group #3')
  })
})

describe('moving and renaming', () => {
  it('moves groups and events, leaving the others untouched', () => {
    const before = twoGroups()
    const doc = moveNodes(before, { positions: { g2: { x: 500, y: 50 }, start: { x: -300, y: 10 } } })
    expect(doc.groups[1].graphCoordinates).toEqual({ x: 500, y: 50 })
    expect(doc.events[0].graphCoordinates).toEqual({ x: -300, y: 10 })
    expect(doc.groups[0]).toBe(before.groups[0])
  })

  it('returns the same document when nothing moves', () => {
    const before = twoGroups()
    expect(moveNodes(before, { positions: { g1: { x: 0, y: 0 } } })).toBe(before)
  })

  it('renames a group but refuses a blank title', () => {
    const before = twoGroups()
    expect(renameGroup(before, { groupId: 'g1', title: '  Welcome ' }).groups[0].title).toBe('Welcome')
    expect(renameGroup(before, { groupId: 'g1', title: '  ' })).toBe(before)
  })
})

describe('removing groups, events and edges', () => {
  it('removes a group with the edges entering and leaving it, clearing their sources', () => {
    const doc = removeElements(twoGroups(), { groupIds: ['g2'] })
    expect(ids(doc.groups)).toEqual(['g1'])
    expect(ids(doc.edges)).toEqual(['e0', 'e2'])
    expectValidDocument(doc)
  })

  it('removing the group the start event leads to clears the start event', () => {
    const doc = removeElements(twoGroups(), { groupIds: ['g1'] })
    expect(doc.events[0].outgoingEdgeId).toBeUndefined()
    expect(doc.edges).toEqual([])
    expectValidDocument(doc)
  })

  it('never removes the start event', () => {
    const before = twoGroups()
    expect(removeElements(before, { eventIds: ['start'] })).toBe(before)
  })

  it('removes a selected edge alone', () => {
    const doc = removeElements(twoGroups(), { edgeIds: ['e1'] })
    expect(ids(doc.edges)).toEqual(['e0', 'e2'])
    expectValidDocument(doc)
  })
})

describe('duplicating groups', () => {
  it('copies groups beside the originals with fresh ids, keeping the edges between them', () => {
    const doc = duplicateGroups(twoGroups(), { groupIds: ['g1', 'g2'], newId: sequentialIds() })
    expect(doc.groups).toHaveLength(4)
    const [copy1, copy2] = doc.groups.slice(2)
    expect(copy1.graphCoordinates).toEqual({ x: 40, y: 40 })
    expect(copy2.graphCoordinates).toEqual({ x: 440, y: 40 })
    expect(copy1.title).toBe('g1 (2)')
    const copiedEdges = doc.edges.slice(3)
    expect(copiedEdges.map((e) => e.to.groupId).sort()).toEqual([copy1.id, copy2.id].sort())
    expectValidDocument(doc)
  })

  it('drops edges that lead outside the copy', () => {
    const doc = duplicateGroups(twoGroups(), { groupIds: ['g1'], newId: sequentialIds() })
    // i1 → g2 leaves the copy; i2 → g1 stays inside it.
    expect(doc.edges).toHaveLength(4)
    expectValidDocument(doc)
  })
})
