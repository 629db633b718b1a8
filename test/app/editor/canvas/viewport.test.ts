import { describe, expect, it } from 'vitest'
import { revealViewport, visibleFlowRect } from '../../../../src/app/editor/canvas/viewport/viewRect'

const insets = { top: 60, right: 10, bottom: 10, left: 10 }
const size = { width: 1000, height: 600 }

describe('the visible part of the canvas', () => {
  it('is the canvas past its chrome, in flow coordinates', () => {
    expect(visibleFlowRect(size, { x: 0, y: 0, zoom: 1 }, insets)).toEqual({ x: 10, y: 60, width: 980, height: 530 })
    expect(visibleFlowRect(size, { x: -200, y: 100, zoom: 2 }, insets)).toEqual({ x: 105, y: -20, width: 490, height: 265 })
  })

  it('moves the view as little as it takes to show a box, zoom unchanged', () => {
    const viewport = { x: 0, y: 0, zoom: 1 }
    expect(revealViewport({ x: 100, y: 100, width: 200, height: 100 }, size, viewport, insets)).toBeNull()
    // Past the right edge: the view moves left by the overflow only.
    expect(revealViewport({ x: 900, y: 100, width: 200, height: 100 }, size, viewport, insets)).toEqual({ x: -110, y: 0, zoom: 1 })
    // Above the toolbar, at zoom 2: the box's top comes just below it.
    expect(revealViewport({ x: 100, y: 0, width: 100, height: 50 }, size, { x: 0, y: 0, zoom: 2 }, insets)).toEqual({ x: 0, y: 60, zoom: 2 })
  })

  it('shows the top left of a box larger than the view', () => {
    expect(revealViewport({ x: 500, y: 500, width: 3000, height: 3000 }, size, { x: 0, y: 0, zoom: 1 }, insets)).toEqual({ x: -490, y: -440, zoom: 1 })
  })
})
