import { describe, expect, it } from 'vitest'
import { createFlowMapper } from '../../../../src/app/editor/canvas/flowMapping'
import { groupLayout, sizes } from '../../../../src/app/editor/canvas/groupLayout'
import { handleIds } from '../../../../src/app/editor/canvas/handleIds'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { moveBlock } from '../../../../src/app/editor/commands/blocks/moveBlock'
import type { Block } from '../../../../src/shared/bot/blocks'
import { choice, edge, flowDoc, group, text } from '../support/flowDocs'

const cards: Block = { id: 'k', type: 'cards', items: [{ id: 'card', paths: [{ id: 'p1' }, { id: 'p2' }] }] }
const doc = () =>
  flowDoc(
    [group('g1', [text('t1'), choice('q', ['yes', 'no'])], { x: 10, y: 20 }), group('g2', [cards], { x: 400, y: 0 }), group('g3', [text('t3')], { x: 800, y: 0 })],
    [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'q', itemId: 'yes' }, 'g2'), edge('e2', { blockId: 'k', itemId: 'card', pathId: 'p2' }, 'g3'), edge('dangling', { blockId: 'gone' }, 'g3')],
  )
const none = new Set<string>()

describe('document to canvas', () => {
  it('makes one node per event and group, at their coordinates, with sizes and outputs known up front', () => {
    const nodes = createFlowMapper().nodes(doc(), new Set(['g2']))
    expect(nodes.map((node) => [node.id, node.type, node.position, node.selected])).toEqual([
      ['start', 'botEvent', { x: -200, y: 0 }, false],
      ['g1', 'botGroup', { x: 10, y: 20 }, false],
      ['g2', 'botGroup', { x: 400, y: 0 }, true],
      ['g3', 'botGroup', { x: 800, y: 0 }, false],
    ])
    const g1 = nodes[1]
    expect(g1.measured).toEqual({ width: sizes.groupWidth, height: g1.height })
    // The last block (buttons) has one output per button and its default exit; the text before it has none.
    expect(g1.handles?.map((handle) => handle.id)).toEqual([
      handleIds.target,
      handleIds.source({ blockId: 'q', itemId: 'yes' }),
      handleIds.source({ blockId: 'q', itemId: 'no' }),
      handleIds.source({ blockId: 'q' }),
    ])
  })

  it('makes one edge per document edge from its output to its group, dropping edges whose ends are gone', () => {
    const edges = createFlowMapper().edges(doc(), none)
    expect(edges.map(({ id, source, sourceHandle, target, targetHandle }) => ({ id, source, sourceHandle, target, targetHandle }))).toEqual([
      { id: 'e0', source: 'start', sourceHandle: handleIds.source({ eventId: 'start' }), target: 'g1', targetHandle: 'in' },
      { id: 'e1', source: 'g1', sourceHandle: handleIds.source({ blockId: 'q', itemId: 'yes' }), target: 'g2', targetHandle: 'in' },
      { id: 'e2', source: 'g2', sourceHandle: handleIds.source({ blockId: 'k', itemId: 'card', pathId: 'p2' }), target: 'g3', targetHandle: 'in' },
    ])
  })

  it('every edge starts at a handle its source node has', () => {
    const mapper = createFlowMapper()
    const nodes = mapper.nodes(doc(), none)
    for (const flowEdge of mapper.edges(doc(), none)) {
      const source = nodes.find((node) => node.id === flowEdge.source)!
      expect(source.handles?.map((handle) => handle.id)).toContain(flowEdge.sourceHandle)
    }
  })
})

describe('canvas back to the document', () => {
  it('a handle id names the output it stands for', () => {
    for (const from of [{ eventId: 'start' }, { blockId: 'b' }, { blockId: 'b', itemId: 'i' }, { blockId: 'b:1', itemId: 'i/2', pathId: 'p 3' }]) {
      expect(handleIds.parse(handleIds.source(from))).toEqual(from)
    }
    expect(handleIds.parse('in')).toBeNull()
  })
})

describe('keeping untouched elements identical', () => {
  it('moving one group rebuilds only its node, and keeps every edge', () => {
    const mapper = createFlowMapper()
    const before = doc()
    const [nodes, edges] = [mapper.nodes(before, none), mapper.edges(before, none)]
    const moved = moveNodes(before, { positions: { g2: { x: 450, y: 0 } } })
    const nextNodes = mapper.nodes(moved, none)
    expect(nextNodes.filter((node, i) => node !== nodes[i]).map((node) => node.id)).toEqual(['g2'])
    expect(mapper.edges(moved, none)).toBe(edges)
  })

  it('a block moved to another group takes its edges’ source with it', () => {
    const mapper = createFlowMapper()
    const before = doc()
    mapper.edges(before, none)
    const moved = moveBlock(before, { blockId: 'q', groupId: 'g3', index: 1 })
    expect(mapper.edges(moved, none).find((e) => e.id === 'e1')?.source).toBe('g3')
  })

  it('selection changes rebuild only the selected elements', () => {
    const mapper = createFlowMapper()
    const same = doc()
    const nodes = mapper.nodes(same, none)
    const next = mapper.nodes(same, new Set(['g1']))
    expect(next.filter((node, i) => node !== nodes[i]).map((node) => node.id)).toEqual(['g1'])
  })
})

describe('group layout', () => {
  it('stacks blocks below the title and grows with their items', () => {
    const one = groupLayout(group('a', [text('t')]))
    const two = groupLayout(group('b', [text('t'), text('u')]))
    expect(one.blocks[0].top).toBe(sizes.padding + sizes.header + sizes.headerGap)
    expect(two.height - one.height).toBe(sizes.line + 2 * sizes.border + sizes.blockGap)
    const withItems = groupLayout(group('c', [choice('q', ['a', 'b', 'c'])]))
    expect(withItems.blocks[0].height).toBe(2 * sizes.border + sizes.line + 3 * sizes.item + sizes.footer)
  })

  it('puts each output on the right edge, level with its row', () => {
    const layout = groupLayout(group('c', [choice('q', ['a', 'b'])]))
    const [, first, second] = layout.handles
    expect(first.x + sizes.handle / 2).toBe(sizes.groupWidth)
    expect(second.y - first.y).toBe(sizes.item)
  })

  it('shows no default exit on a Jump or an AB test, which never fall through', () => {
    const jump = groupLayout(group('j', [{ id: 'j', type: 'Jump' } as Block]))
    expect(jump.handles.map((handle) => handle.type)).toEqual(['target'])
  })
})

describe('accessible names of edges', () => {
  it('name the groups (and the button) an edge joins, not their ids, and follow a rename', () => {
    const mapper = createFlowMapper()
    const titled = flowDoc(
      [group('g1', [choice('q', ['yes'])], { x: 0, y: 0 }, 'Welcome'), group('g2', [text('t')], { x: 400, y: 0 }, 'Ask name')],
      [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'q', itemId: 'yes' }, 'g2'), edge('e2', { blockId: 'q' }, 'g2')],
    )
    expect(mapper.edges(titled, none).map((e) => e.ariaLabel)).toEqual(['Edge from Start to Welcome', 'Edge from Welcome (yes) to Ask name', 'Edge from Welcome to Ask name'])
    const renamed = { ...titled, groups: titled.groups.map((g) => (g.id === 'g2' ? { ...g, title: 'Goodbye' } : g)) }
    expect(mapper.edges(renamed, none)[2].ariaLabel).toBe('Edge from Welcome to Goodbye')
  })
})
