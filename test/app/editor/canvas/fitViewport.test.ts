import { describe, expect, it } from 'vitest'
import { boundsOf, fitViewport, readableZoom } from '../../../../src/app/editor/canvas/viewport/fitViewport'
import { viewportMemory } from '../../../../src/app/editor/canvas/viewport/viewportMemory'

const insets = { top: 64, right: 16, bottom: 180, left: 16 }
const size = { width: 1000, height: 800 }

describe('fit to view', () => {
  it('centres a small flow at full size inside the free part of the canvas', () => {
    const viewport = fitViewport({ x: 0, y: 0, width: 300, height: 100 }, size, insets)
    expect(viewport.zoom).toBe(1)
    // Free part: x 16..984, y 64..620; the flow's middle lands in its middle.
    expect(viewport.x + 150).toBe(16 + 968 / 2)
    expect(viewport.y + 50).toBe(64 + 556 / 2)
  })

  it('zooms out to fit, keeping clear of the toolbar and the overview', () => {
    const viewport = fitViewport({ x: 100, y: 100, width: 1936, height: 556 }, size, insets)
    expect(viewport.zoom).toBe(0.5)
    expect(100 * viewport.zoom + viewport.x).toBe(16)
    const bottom = (100 + 556) * viewport.zoom + viewport.y
    expect(bottom).toBeLessThanOrEqual(800 - 180)
  })

  it('never goes below a readable zoom: a huge flow shows its beginning', () => {
    const viewport = fitViewport({ x: -200, y: 0, width: 20000, height: 300 }, size, insets)
    expect(viewport.zoom).toBe(readableZoom)
    expect(-200 * readableZoom + viewport.x).toBe(16)
  })

  it('bounds many boxes', () => {
    expect(boundsOf([{ x: 0, y: 10, width: 5, height: 5 }, { x: -5, y: 20, width: 5, height: 10 }])).toEqual({ x: -5, y: 10, width: 10, height: 20 })
    expect(boundsOf([])).toBeNull()
  })
})

describe('the remembered viewport', () => {
  it('is kept per bot, and anything unreadable is ignored', () => {
    viewportMemory.write('bot1', { x: 10.4, y: -20.6, zoom: 0.75 })
    expect(viewportMemory.read('bot1')).toEqual({ x: 10.4, y: -20.6, zoom: 0.75 })
    expect(viewportMemory.read('bot2')).toBeNull()
    localStorage.setItem('editor.viewport.bot3', '{"x":1,"y":2,"zoom":0}')
    localStorage.setItem('editor.viewport.bot4', 'not json')
    expect(viewportMemory.read('bot3')).toBeNull()
    expect(viewportMemory.read('bot4')).toBeNull()
  })
})
