import { describe, expect, it } from 'vitest'
import { createFlowMapper } from '../../../../src/app/editor/canvas/flowMapping'
import { handleIds } from '../../../../src/app/editor/canvas/handleIds'
import type { Block } from '../../../../src/shared/bot/blocks'
import { edge, flowDoc, group, text } from '../support/flowDocs'

const loop: Block = { id: 'loop', type: 'Loop', items: [{ id: 'each', path: 'each', outgoingEdgeId: 'e-body' }], outgoingEdgeId: 'e-done' }
const condition: Block = {
  id: 'cond',
  type: 'Condition',
  items: [{ id: 'yes', outgoingEdgeId: 'e-yes', content: { comparisons: [] } }],
  outgoingEdgeId: 'e-no',
}

describe('loop-back edges on the canvas', () => {
  it('draws one from each group where the loop body ends back to the loop, and none from the "done" side', () => {
    const doc = flowDoc(
      [group('g-loop', [loop]), group('body', [text('t'), condition]), group('yes', [text('y')]), group('no', [text('n')]), group('done', [text('d')])],
      [
        edge('e-body', { blockId: 'loop', itemId: 'each' }, 'body'),
        edge('e-yes', { blockId: 'cond', itemId: 'yes' }, 'yes'),
        edge('e-no', { blockId: 'cond' }, 'no'),
        edge('e-done', { blockId: 'loop' }, 'done'),
      ],
    )
    const loops = createFlowMapper()
      .edges(doc, new Set())
      .filter((flowEdge) => flowEdge.type === 'loopBack')
    expect(loops.map(({ source, sourceHandle, target, selectable, deletable }) => ({ source, sourceHandle, target, selectable, deletable }))).toEqual([
      { source: 'no', sourceHandle: handleIds.source({ blockId: 'n' }), target: 'g-loop', selectable: false, deletable: false },
      { source: 'yes', sourceHandle: handleIds.source({ blockId: 'y' }), target: 'g-loop', selectable: false, deletable: false },
    ])
    expect(loops[0].ariaLabel).toBe('Loop back from no to g-loop')
  })

  it('draws nothing for a loop whose "each" output leads nowhere', () => {
    const doc = flowDoc([group('g-loop', [{ ...loop, items: [{ id: 'each', path: 'each' }] } as Block])], [])
    expect(createFlowMapper().edges(doc, new Set()).filter((flowEdge) => flowEdge.type === 'loopBack')).toEqual([])
  })
})
