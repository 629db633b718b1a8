import { describe, expect, it } from 'vitest'
import { firstFreeSpotInView, placeBeside, placeNewNode, placementGap, type Rect } from '../../../../src/app/editor/canvas/placement/freeSpot'
import { nodeRects } from '../../../../src/app/editor/canvas/placement/nodeRects'
import { groupLayout } from '../../../../src/app/editor/canvas/groupLayout'
import { flowDoc, group, text } from '../support/flowDocs'

const size = { width: 300, height: 100 }
const touches = (a: Rect, b: Rect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('placing a new group', () => {
  it('goes right of the anchor, at its top, when that is free', () => {
    const anchor = { x: 100, y: 50, width: 300, height: 200 }
    expect(placeBeside(anchor, size, [anchor])).toEqual({ x: 400 + placementGap, y: 50 })
  })

  it('slides down its column past groups in the way, then tries the next column', () => {
    const anchor = { x: 0, y: 0, width: 300, height: 100 }
    const right = { x: 340, y: -20, width: 300, height: 150 }
    const below = { x: 340, y: 170, width: 300, height: 60 }
    const spot = placeBeside(anchor, size, [anchor, right, below])
    expect(spot).toEqual({ x: 340, y: 230 + placementGap })
    const wall = Array.from({ length: 40 }, (_, i) => ({ x: 340, y: -100 + i * 140, width: 300, height: 100 }))
    const next = placeBeside(anchor, size, [anchor, ...wall])
    expect(next.x).toBe(340 + 300 + placementGap)
  })

  it('in an empty view takes its top left corner; past groups, the first gap reading row by row', () => {
    const view = { x: 0, y: 0, width: 1000, height: 600 }
    expect(firstFreeSpotInView(view, size, [])).toEqual({ x: placementGap, y: placementGap })
    const obstacles = [{ x: 0, y: 0, width: 500, height: 300 }]
    const spot = firstFreeSpotInView(view, size, obstacles)!
    expect(spot).toEqual({ x: 500 + placementGap, y: placementGap })
    expect(obstacles.some((o) => touches({ ...spot, ...size }, o))).toBe(false)
  })

  it('never lands on a group, even in a full view', () => {
    const view = { x: 0, y: 0, width: 700, height: 400 }
    const full = [{ x: -50, y: -50, width: 800, height: 500 }]
    expect(firstFreeSpotInView(view, size, full)).toBeNull()
    const spot = placeNewNode(size, full, view)
    expect(touches({ ...spot, ...size }, full[0])).toBe(false)
  })

  it('measures groups and events by their layout', () => {
    const doc = flowDoc([group('g', [text('t')], { x: 10, y: 20 })])
    const rects = nodeRects(doc)
    expect(rects.get('g')).toEqual({ x: 10, y: 20, width: 300, height: groupLayout(doc.groups[0]).height })
    expect(rects.get('start')).toMatchObject({ x: -200, y: 0 })
  })
})
