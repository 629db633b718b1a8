import { describe, expect, it } from 'vitest'
import { arrowSteps, movedPositions, nodeKeyAction } from '../../../../src/app/editor/canvas/keyboard/nodeKeys'
import { paletteTarget } from '../../../../src/app/editor/sidebar/paletteNavigation'

const key = (name: string, extra: Partial<KeyboardEvent> = {}) => ({ key: name, shiftKey: false, altKey: false, ctrlKey: false, metaKey: false, ...extra })

describe('keys on a focused group or event', () => {
  it('Enter and Space open, Delete and Backspace delete, F2 renames', () => {
    expect(nodeKeyAction(key('Enter'))).toEqual({ kind: 'open' })
    expect(nodeKeyAction(key(' '))).toEqual({ kind: 'open' })
    expect(nodeKeyAction(key('Delete'))).toEqual({ kind: 'delete' })
    expect(nodeKeyAction(key('Backspace'))).toEqual({ kind: 'delete' })
    expect(nodeKeyAction(key('F2'))).toEqual({ kind: 'rename' })
    expect(nodeKeyAction(key('z', { ctrlKey: true }))).toBeNull()
  })

  it('arrows move by a small step, with Shift by a large one', () => {
    expect(nodeKeyAction(key('ArrowRight'))).toEqual({ kind: 'move', by: { x: arrowSteps.small, y: 0 } })
    expect(nodeKeyAction(key('ArrowUp', { shiftKey: true }))).toEqual({ kind: 'move', by: { x: 0, y: -arrowSteps.large } })
    const nodes = [{ id: 'a', graphCoordinates: { x: 0, y: 0 } }, { id: 'b', graphCoordinates: { x: 5, y: 5 } }]
    expect(movedPositions(nodes, new Set(['b']), { x: 10, y: 0 })).toEqual({ b: { x: 15, y: 5 } })
  })
})

describe('arrows in the palette', () => {
  // Two sections: a row of two, a row of one; then a row of two.
  const boxes = [{ left: 0, top: 0 }, { left: 100, top: 0 }, { left: 0, top: 40 }, { left: 0, top: 120 }, { left: 100, top: 120 }]
  it('step through items in reading order, and up and down by rows in the same column', () => {
    expect(paletteTarget('ArrowRight', 1, boxes)).toBe(2)
    expect(paletteTarget('ArrowLeft', 0, boxes)).toBe(0)
    expect(paletteTarget('ArrowDown', 1, boxes)).toBe(2)
    expect(paletteTarget('ArrowDown', 2, boxes)).toBe(3)
    expect(paletteTarget('ArrowUp', 4, boxes)).toBe(2)
    expect(paletteTarget('ArrowDown', 4, boxes)).toBe(4)
    expect(paletteTarget('End', 0, boxes)).toBe(4)
    expect(paletteTarget('Home', 3, boxes)).toBe(0)
    expect(paletteTarget('a', 3, boxes)).toBeNull()
  })
})
