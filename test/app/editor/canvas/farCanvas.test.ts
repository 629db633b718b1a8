import { describe, expect, it } from 'vitest'
import { getBezierPath, Position, type ReactFlowState } from '@xyflow/react'
import { canvasDetail } from '../../../../src/app/editor/canvas/compactCanvas'
import { drawFarScene, type FarContext } from '../../../../src/app/editor/canvas/far/drawFarScene'
import { farPalettes } from '../../../../src/app/editor/canvas/far/farPalette'
import { createFarSceneBuilder, farScene, farSceneInView } from '../../../../src/app/editor/canvas/far/farScene'
import { createFlowMapper } from '../../../../src/app/editor/canvas/flowMapping'
import { handleIds } from '../../../../src/app/editor/canvas/handleIds'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { choice, edge, flowDoc, group, text } from '../support/flowDocs'

const doc = flowDoc(
  [group('g1', [text('t1'), choice('q', ['yes'])], { x: 0, y: 0 }), group('g2', [text('t2')], { x: 400, y: 0 }), group('far', [text('t3')], { x: 5000, y: 5000 })],
  [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'q', itemId: 'yes' }, 'g2')],
)
const elements = (selected: string[] = []) => {
  const mapper = createFlowMapper()
  return { nodes: mapper.nodes(doc, new Set(selected)), edges: mapper.edges(doc, new Set(selected)) }
}

/** A 2D context that keeps, for every fill and stroke, its style and the shapes of its path. */
function recordingContext() {
  const paints: { op: 'fill' | 'stroke' | 'fillText'; style: string; shapes: unknown[][]; lineWidth: number }[] = []
  let shapes: unknown[][] = []
  const state: Record<string, unknown> = {}
  const context = new Proxy(state, {
    get: (target, key: string) =>
      key in target
        ? target[key]
        : (...args: unknown[]) => {
            if (key === 'beginPath') shapes = []
            else if (key === 'rect' || key === 'bezierCurveTo') shapes.push([key, ...args])
            else if (key === 'fillRect') paints.push({ op: 'fill', style: String(target.fillStyle), shapes: [[key, ...args]], lineWidth: 0 })
            else if (key === 'fill' || key === 'stroke') paints.push({ op: key, style: String(target[`${key}Style`]), shapes, lineWidth: Number(target.lineWidth) })
            else if (key === 'fillText') paints.push({ op: key, style: String(target.fillStyle), shapes: [args], lineWidth: 0 })
          },
    set: (target, key: string, value) => {
      target[key] = value
      return true
    },
  })
  return { context: context as unknown as FarContext, paints }
}

const frame = (zoom: number) => ({ width: 1000, height: 800, pixelRatio: 1, viewport: { x: 0, y: 0, zoom }, fontFamily: 'sans-serif' })

describe('far canvas', () => {
  it('is used below 20 % zoom; titled boxes from there to 45 %, full groups above', () => {
    const at = (zoom: number) => canvasDetail({ transform: [0, 0, zoom] } as ReactFlowState)
    expect([at(0.1), at(0.19), at(0.2), at(0.44), at(0.45), at(1)]).toEqual(['far', 'far', 'compact', 'compact', 'full', 'full'])
  })

  it('paints each group as its box and each edge as the curve React Flow draws between the same outputs', () => {
    const { nodes, edges } = elements()
    const scene = farScene(nodes, edges)
    const g1 = nodes.find((node) => node.id === 'g1')!
    expect(scene.groups.map(({ id, x, y, width, height, title }) => ({ id, x, y, width, height, title }))).toEqual(
      ['g1', 'g2', 'far'].map((id) => ({ id, x: expect.any(Number), y: expect.any(Number), width: g1.width, height: expect.any(Number), title: expect.any(String) })),
    )
    expect(scene.groups[0]).toMatchObject({ x: 0, y: 0, height: g1.height, selected: false })
    const yes = g1.handles!.find((handle) => handle.id === handleIds.source({ blockId: 'q', itemId: 'yes' }))!
    const target = nodes.find((node) => node.id === 'g2')!.handles!.find((handle) => handle.id === handleIds.target)!
    const [path] = getBezierPath({
      sourceX: yes.x + yes.width!,
      sourceY: yes.y + yes.height! / 2,
      sourcePosition: Position.Right,
      targetX: 400 + target.x,
      targetY: target.y + target.height! / 2,
      targetPosition: Position.Left,
    })
    const [sx, sy, c1x, c1y, c2x, c2y, tx, ty] = scene.edges.find((farEdge) => farEdge.id === 'e1')!.points
    expect(`M${sx},${sy} C${c1x},${c1y} ${c2x},${c2y} ${tx},${ty}`).toBe(path)
    // The start event stays a DOM node, but its edge is painted.
    expect(scene.edges.map((farEdge) => [farEdge.id, farEdge.kind])).toEqual([
      ['e0', 'plain'],
      ['e1', 'plain'],
    ])
  })

  it('follows a dragged group with its edges, computing again only what the move touched', () => {
    const mapper = createFlowMapper()
    const build = createFarSceneBuilder()
    const before = build(mapper.nodes(doc, new Set()), mapper.edges(doc, new Set()))
    const moved = moveNodes(doc, { positions: { g2: { x: 600, y: 300 } } })
    const after = build(mapper.nodes(moved, new Set()), mapper.edges(moved, new Set()))
    expect(after.groups.find((group) => group.id === 'g2')).toMatchObject({ x: 600, y: 300 })
    const e1 = after.edges.find((farEdge) => farEdge.id === 'e1')!
    expect([e1.points[6], e1.points[7]]).toEqual([600 + (before.edges[1].points[6] - 400), 300 + before.edges[1].points[7]])
    expect(after.groups.filter((group, i) => group === before.groups[i]).map((group) => group.id)).toEqual(['g1', 'far'])
    expect(after.edges[0]).toBe(before.edges[0])
  })

  it('paints only the groups and edges that touch the view', () => {
    const { nodes, edges } = elements()
    const scene = farScene(nodes, edges)
    const inView = farSceneInView(scene, { x: 250, y: 0, width: 1000, height: 1000 })
    expect(inView.groups.map((group) => group.id)).toEqual(['g1', 'g2'])
    expect(inView.edges.map((farEdge) => farEdge.id)).toEqual(['e1'])
    expect(farSceneInView(scene, { x: 4000, y: 4000, width: 2000, height: 2000 }).groups.map((group) => group.id)).toEqual(['far'])
    expect(farSceneInView(scene, { x: 2000, y: -3000, width: 1000, height: 1000 })).toEqual({ groups: [], edges: [] })
  })

  it('frames a selected group and strokes a selected edge in the selection colour, in either theme', () => {
    const { nodes, edges } = elements(['g2', 'e1'])
    for (const theme of ['light', 'dark'] as const) {
      const palette = farPalettes[theme]
      const { context, paints } = recordingContext()
      drawFarScene(context, farScene(nodes, edges), frame(0.1), palette)
      const boxes = (style: string) => paints.filter((paint) => paint.op === 'stroke' && paint.style === style && paint.shapes[0][0] === 'rect')
      expect(boxes(palette.selected).map((paint) => paint.shapes.length)).toEqual([1])
      expect(boxes(palette.groupBorder).map((paint) => paint.shapes.length)).toEqual([2])
      // The selected frame is two screen pixels wide, the others (about) one: visible at 10 %.
      expect(boxes(palette.selected)[0].lineWidth * 0.1).toBeCloseTo(2)
      expect(boxes(palette.groupBorder)[0].lineWidth * 0.1).toBeCloseTo(1, 1)
      expect(paints.filter((paint) => paint.op === 'fill' && paint.style === palette.groupFill).flatMap((paint) => paint.shapes)).toHaveLength(3)
      // Edges under groups: one stroke per kind, whatever the number of curves.
      const edgeStrokes = paints.filter((paint) => paint.op === 'stroke' && paint.shapes[0][0] === 'bezierCurveTo')
      expect(edgeStrokes.map((paint) => [paint.style, paint.shapes.length])).toEqual([
        [palette.edge, 1],
        [palette.selected, 1],
      ])
      expect(paints.indexOf(edgeStrokes[1])).toBeLessThan(paints.findIndex((paint) => paint.style === palette.groupFill))
    }
  })

  it('writes titles where they can be read and draws a bar in their place further out', () => {
    const { nodes, edges } = elements()
    const scene = farScene(nodes, edges)
    const near = recordingContext()
    drawFarScene(near.context, scene, frame(0.19), farPalettes.light)
    expect(near.paints.filter((paint) => paint.op === 'fillText').map((paint) => paint.shapes[0][0])).toEqual(scene.groups.map((group) => group.title))
    const far = recordingContext()
    drawFarScene(far.context, scene, frame(0.1), farPalettes.light)
    expect(far.paints.filter((paint) => paint.op === 'fillText')).toEqual([])
    expect(far.paints.filter((paint) => paint.op === 'fill' && paint.style === farPalettes.light.title)).toHaveLength(3)
  })
})
