import { describe, expect, it } from 'vitest'
import { insertBlock } from '../../../../src/app/editor/commands/blocks/insertBlock'
import { moveBlock, moveBlockToNewGroup } from '../../../../src/app/editor/commands/blocks/moveBlock'
import { createBlock, type AddableBlockType } from '../../../../src/app/editor/commands/blocks/newBlock'
import { removeBlock } from '../../../../src/app/editor/commands/blocks/removeBlock'
import { updateBlock } from '../../../../src/app/editor/commands/blocks/updateBlock'
import { bubbleBlockTypes, inputBlockTypes, integrationBlockTypes, logicBlockTypes } from '../../../../src/shared/bot/blocks'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, edge, expectValidDocument, flowDoc, group, ids, sequentialIds, text } from '../support/flowDocs'

const doc = () =>
  flowDoc(
    [group('g1', [text('a'), text('b'), text('c')]), group('g2', [text('d')]), group('g3', [choice('q', ['yes', 'no'])])],
    [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'c' }, 'g2'), edge('e2', { blockId: 'q', itemId: 'yes' }, 'g1', 'b')],
  )
const blocksOf = (d: ReturnType<typeof doc>, groupId: string) => ids(d.groups.find((g) => g.id === groupId)?.blocks ?? [])

describe('new blocks', () => {
  const addable = [...bubbleBlockTypes, ...inputBlockTypes, ...logicBlockTypes, ...integrationBlockTypes] as AddableBlockType[]

  it.each(addable)('a new "%s" block is valid in a group', (type) => {
    const block = createBlock(type, sequentialIds())
    expectValidDocument(flowDoc([group('g', [block])]))
  })

  it('writes only what has no default: an empty paragraph, one item (a condition with one empty comparison), the two AB paths', () => {
    const next = sequentialIds()
    expect(createBlock('text', next)).toEqual({ id: 'n1', type: 'text', content: { richText: [{ type: 'p', children: [{ text: '' }] }] } })
    expect(createBlock('choice input', next)).toEqual({ id: 'n2', type: 'choice input', items: [{ id: 'n3' }] })
    expect(createBlock('Condition', next)).toEqual({ id: 'n4', type: 'Condition', items: [{ id: 'n5', content: { comparisons: [{ id: 'n6' }] } }] })
    expect(createBlock('AB test', next)).toEqual({ id: 'n7', type: 'AB test', items: [{ id: 'n8', path: 'a' }, { id: 'n9', path: 'b' }] })
    expect(createBlock('text input', next)).toEqual({ id: 'n10', type: 'text input' })
  })
})

describe('inserting and moving blocks', () => {
  it('inserts a block between two others', () => {
    const next = insertBlock(doc(), { groupId: 'g1', index: 1, block: text('x') })
    expect(blocksOf(next, 'g1')).toEqual(['a', 'x', 'b', 'c'])
    expectValidDocument(next)
  })

  it('moves a block down within its group, counting the slot before it leaves', () => {
    const next = moveBlock(doc(), { blockId: 'a', groupId: 'g1', index: 2 })
    expect(blocksOf(next, 'g1')).toEqual(['b', 'a', 'c'])
  })

  it('moving a block onto its own slot changes nothing', () => {
    const before = doc()
    expect(moveBlock(before, { blockId: 'b', groupId: 'g1', index: 1 })).toBe(before)
    expect(moveBlock(before, { blockId: 'b', groupId: 'g1', index: 2 })).toBe(before)
  })

  it('moves a block to another group, keeping its outgoing edge', () => {
    const next = moveBlock(doc(), { blockId: 'c', groupId: 'g2', index: 0 })
    expect(blocksOf(next, 'g1')).toEqual(['a', 'b'])
    expect(blocksOf(next, 'g2')).toEqual(['c', 'd'])
    expect(next.edges.find((e) => e.id === 'e1')).toBeDefined()
    expectValidDocument(next)
  })

  it('edges entering the moved block by id follow it', () => {
    const next = moveBlock(doc(), { blockId: 'b', groupId: 'g2', index: 1 })
    expect(next.edges.find((e) => e.id === 'e2')?.to).toEqual({ groupId: 'g2', blockId: 'b' })
    expectValidDocument(next)
  })

  it('a group emptied by a move is removed with the edges entering it', () => {
    const next = moveBlock(doc(), { blockId: 'd', groupId: 'g1', index: 3 })
    expect(ids(next.groups)).toEqual(['g1', 'g3'])
    expect(ids(next.edges)).toEqual(['e0', 'e2'])
    expectValidDocument(next)
  })

  it('dragging a block out of its group makes a new group', () => {
    const next = moveBlockToNewGroup(doc(), { blockId: 'b', position: { x: 600, y: 300 }, groupId: 'g9' })
    expect(next.groups.at(-1)).toMatchObject({ id: 'g9', graphCoordinates: { x: 600, y: 300 }, blocks: [{ id: 'b' }] })
    expect(blocksOf(next, 'g1')).toEqual(['a', 'c'])
    expectValidDocument(next)
  })

  it('dragging out the only block of a group just moves the group', () => {
    const next = moveBlockToNewGroup(doc(), { blockId: 'd', position: { x: 600, y: 300 } })
    expect(ids(next.groups)).toEqual(['g1', 'g2', 'g3'])
    expect(next.groups[1].graphCoordinates).toEqual({ x: 600, y: 300 })
  })
})

describe('removing and editing blocks', () => {
  it('removes a block with its outgoing edges and the edges entering it by id', () => {
    const next = removeBlock(doc(), { blockId: 'b' })
    expect(blocksOf(next, 'g1')).toEqual(['a', 'c'])
    expect(ids(next.edges)).toEqual(['e0', 'e1'])
    expectValidDocument(next)
  })

  it('removing the last block of a group removes the group', () => {
    const next = removeBlock(doc(), { blockId: 'q' })
    expect(ids(next.groups)).toEqual(['g1', 'g2'])
    expectValidDocument(next)
  })

  it('an edit that drops an item takes that item’s edge away', () => {
    const before = doc()
    const edited = { ...choice('q', ['no']) } as Block
    const next = updateBlock(before, { block: edited })
    expect(ids(next.edges)).toEqual(['e0', 'e1'])
    expectValidDocument(next)
  })

  it('an edit that rebuilt an item without its outgoingEdgeId keeps the edge', () => {
    const next = updateBlock(doc(), { block: choice('q', ['yes', 'no'], { options: { isMultipleChoice: false } } as Partial<Block>) })
    expect(next.edges).toHaveLength(3)
    expectValidDocument(next)
  })
})
