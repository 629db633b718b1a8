import { describe, expect, it } from 'vitest'
import { layeredLayout, layoutSpacing } from '../../../../src/app/editor/canvas/layout/layeredLayout'
import { autoArrange } from '../../../../src/app/editor/commands/groups/autoArrange'
import { nodeRects } from '../../../../src/app/editor/canvas/placement/nodeRects'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import { actionById } from '../../../../src/app/editor/actions/editorActions'
import { choice, edge, expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

const box = (id: string, height = 100) => ({ id, width: 300, height })
const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('layered layout', () => {
  it('puts each box one column right of the furthest box leading to it', () => {
    const at = layeredLayout([box('a'), box('b'), box('c')], [{ from: 'a', to: 'b', fromY: 50 }, { from: 'b', to: 'c', fromY: 50 }, { from: 'a', to: 'c', fromY: 50 }])
    const column = 300 + layoutSpacing.layerGap
    expect([at.get('a')!.x, at.get('b')!.x, at.get('c')!.x]).toEqual([0, column, 2 * column])
  })

  it('orders branches by the height of the outputs they leave from, without overlaps', () => {
    const at = layeredLayout([box('q', 200), box('low'), box('high')], [{ from: 'q', to: 'low', fromY: 150 }, { from: 'q', to: 'high', fromY: 40 }])
    expect(at.get('high')!.y).toBeLessThan(at.get('low')!.y)
    expect(at.get('low')!.y).toBeGreaterThanOrEqual(at.get('high')!.y + 100 + layoutSpacing.nodeGap)
  })

  it('lays out loops (a "try again" back to the question) and long chains without running away', () => {
    const at = layeredLayout([box('ask'), box('check'), box('end')], [{ from: 'ask', to: 'check', fromY: 50 }, { from: 'check', to: 'ask', fromY: 30 }, { from: 'check', to: 'end', fromY: 70 }])
    expect(at.get('ask')!.x).toBeLessThan(at.get('check')!.x)
    expect(at.get('check')!.x).toBeLessThan(at.get('end')!.x)
    const chain = Array.from({ length: 5000 }, (_, i) => box(`n${i}`))
    const links = chain.slice(1).map((node, i) => ({ from: `n${i}`, to: node.id, fromY: 50 }))
    expect(layeredLayout(chain, links).get('n4999')!.x).toBe(4999 * (300 + layoutSpacing.layerGap))
  })
})

describe('auto-arrange', () => {
  const tangled = () =>
    flowDoc(
      [
        group('welcome', [text('hi'), choice('q', ['yes', 'no'])], { x: 900, y: 900 }, 'Welcome'),
        group('yes', [text('y')], { x: 0, y: 0 }, 'Yes'),
        group('no', [text('n')], { x: 5, y: 5 }, 'No'),
        group('end', [text('e')], { x: -500, y: 300 }, 'End'),
      ],
      [edge('e0', { eventId: 'start' }, 'welcome'), edge('e1', { blockId: 'q', itemId: 'yes' }, 'yes'), edge('e2', { blockId: 'q', itemId: 'no' }, 'no'), edge('e3', { blockId: 'y' }, 'end'), edge('e4', { blockId: 'n' }, 'end')],
    )

  it('spreads the flow left to right from the start event, which stays put, with no group on another', () => {
    const doc = autoArrange(tangled())
    expectValidDocument(doc)
    expect(doc.events[0].graphCoordinates).toEqual(tangled().events[0].graphCoordinates)
    const x = (id: string) => doc.groups.find((g) => g.id === id)!.graphCoordinates.x
    const y = (id: string) => doc.groups.find((g) => g.id === id)!.graphCoordinates.y
    expect(x('welcome')).toBeGreaterThan(doc.events[0].graphCoordinates.x)
    expect(x('yes')).toBeGreaterThan(x('welcome'))
    expect(x('yes')).toBe(x('no'))
    expect(y('yes')).toBeLessThan(y('no'))
    expect(x('end')).toBeGreaterThan(x('yes'))
    const rects = [...nodeRects(doc).values()]
    for (const [i, a] of rects.entries()) for (const b of rects.slice(i + 1)) expect(overlap(a, b)).toBe(false)
  })

  it('is one undo step, from the Edit menu’s registry', async () => {
    const store = createEditorStore({ env: { botId: 'b', workspaceId: 'w', readOnly: false }, server: { doc: tangled(), updatedAt: '2026-01-01T00:00:00.000Z' } })
    let fitted = 0
    const context = { store, target: { nodeIds: [], edgeIds: [] }, clipboard: { write: async () => {}, read: async () => null }, pasteAt: () => ({ x: 0, y: 0 }), fitView: () => fitted++ }
    await actionById('autoArrange').perform(context)
    expect(store.getState().past.map((step) => step.label)).toEqual(['Auto-arrange'])
    expect(fitted).toBe(1)
    store.getState().undo()
    expect(store.getState().doc).toEqual(tangled())
  })
})
