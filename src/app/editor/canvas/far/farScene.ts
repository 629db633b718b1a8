import { Position, type NodeHandle } from '@xyflow/react'
import type { DiffKind } from '@/shared/bot/versionDiff'
import type { EditorEdge, EditorNode } from '../flowMapping'
import type { Rect } from '../placement/freeSpot'

/** A group as the far canvas paints it: a box with its title, in flow coordinates. */
export type FarGroup = Rect & { id: string; title: string; selected: boolean; mark?: DiffKind }

/** How an edge is stroked: a plain connection, a selected one, or a drawn-only way back to a loop. */
export type FarEdgeKind = 'plain' | 'selected' | 'loop'

/** An edge as a cubic curve (React Flow's bezier edge), with the box that holds it. */
export type FarEdge = { id: string; kind: FarEdgeKind; points: readonly [number, number, number, number, number, number, number, number]; bounds: Rect }

/** Everything the far canvas can paint, in drawing order: edges under groups. */
export type FarScene = { groups: FarGroup[]; edges: FarEdge[] }

/** React Flow's default bezier curvature, so the far curves continue the ones drawn zoomed in. */
const curvature = 0.25

/** How far a control point stands out from its end (React Flow's `calculateControlOffset`). */
const controlOffset = (distance: number) => (distance >= 0 ? 0.5 * distance : curvature * 25 * Math.sqrt(-distance))

type End = { x: number; y: number; position: Position }

/** The point of a handle an edge attaches to (React Flow's `getHandlePosition`). */
function handlePoint(node: EditorNode, handle: NodeHandle | undefined, fallback: Position): End {
  const { x, y } = node.position
  const width = handle?.width ?? node.width ?? 0
  const height = handle?.height ?? node.height ?? 0
  const position = handle?.position ?? fallback
  const left = x + (handle?.x ?? 0)
  const top = y + (handle?.y ?? 0)
  if (position === Position.Right) return { x: left + width, y: top + height / 2, position }
  if (position === Position.Left) return { x: left, y: top + height / 2, position }
  if (position === Position.Top) return { x: left + width / 2, y: top, position }
  return { x: left + width / 2, y: top + height, position }
}

/** The control point of `end` towards `other`. */
function control(end: End, other: End): [number, number] {
  switch (end.position) {
    case Position.Left:
      return [end.x - controlOffset(end.x - other.x), end.y]
    case Position.Right:
      return [end.x + controlOffset(other.x - end.x), end.y]
    case Position.Top:
      return [end.x, end.y - controlOffset(end.y - other.y)]
    default:
      return [end.x, end.y + controlOffset(other.y - end.y)]
  }
}

/** The box holding a cubic curve: the hull of its four points holds it. */
function curveBounds(xs: number[], ys: number[]): Rect {
  const x = Math.min(...xs)
  const y = Math.min(...ys)
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y }
}

const findHandle = (node: EditorNode, id: string | null | undefined) => (id ? node.handles?.find((handle) => handle.id === id) : undefined)

function toFarGroup(node: EditorNode, mark: DiffKind | undefined): FarGroup {
  const title = node.type === 'botGroup' ? node.data.group.title : ''
  return { id: node.id, x: node.position.x, y: node.position.y, width: node.width ?? 0, height: node.height ?? 0, title, selected: !!node.selected, mark }
}

function toFarEdge(edge: EditorEdge, sourceNode: EditorNode, targetNode: EditorNode): FarEdge {
  const source = handlePoint(sourceNode, findHandle(sourceNode, edge.sourceHandle), Position.Right)
  const target = handlePoint(targetNode, findHandle(targetNode, edge.targetHandle), Position.Left)
  const [c1x, c1y] = control(source, target)
  const [c2x, c2y] = control(target, source)
  const kind: FarEdgeKind = edge.type === 'loopBack' ? 'loop' : edge.selected ? 'selected' : 'plain'
  return { id: edge.id, kind, points: [source.x, source.y, c1x, c1y, c2x, c2y, target.x, target.y], bounds: curveBounds([source.x, c1x, c2x, target.x], [source.y, c1y, c2y, target.y]) }
}

type EdgeHit = { source: EditorNode; target: EditorNode; value: FarEdge }

/**
 * A builder of the far drawing of the whole canvas, from the same nodes and edges React Flow gets:
 * groups (events and notes stay DOM nodes, they are few) and every edge whose two ends exist, as a
 * curve. Built once per change of the flow, each frame then only picks what is in view
 * (`farSceneInView`). The mapper keeps unchanged nodes and edges identical, so while a group is
 * dragged only it and its edges are computed again.
 */
export function createFarSceneBuilder() {
  let groupCache = new WeakMap<EditorNode, FarGroup>()
  const edgeCache = new WeakMap<EditorEdge, EdgeHit>()
  let lastMarks: ReadonlyMap<string, DiffKind> | undefined
  return (nodes: readonly EditorNode[], edges: readonly EditorEdge[], marks?: ReadonlyMap<string, DiffKind>): FarScene => {
    if (marks !== lastMarks) {
      groupCache = new WeakMap()
      lastMarks = marks
    }
    const byId = new Map<string, EditorNode>()
    const groups: FarGroup[] = []
    for (const node of nodes) {
      byId.set(node.id, node)
      if (node.type !== 'botGroup') continue
      let group = groupCache.get(node)
      if (!group) groupCache.set(node, (group = toFarGroup(node, marks?.get(node.id))))
      groups.push(group)
    }
    const farEdges: FarEdge[] = []
    for (const edge of edges) {
      const source = byId.get(edge.source)
      const target = byId.get(edge.target)
      if (!source || !target) continue
      const hit = edgeCache.get(edge)
      if (hit && hit.source === source && hit.target === target) {
        farEdges.push(hit.value)
        continue
      }
      const value = toFarEdge(edge, source, target)
      edgeCache.set(edge, { source, target, value })
      farEdges.push(value)
    }
    return { groups, edges: farEdges }
  }
}

/** The far drawing of the canvas at once (see createFarSceneBuilder). */
export const farScene = (nodes: readonly EditorNode[], edges: readonly EditorEdge[], marks?: ReadonlyMap<string, DiffKind>) => createFarSceneBuilder()(nodes, edges, marks)

const overlaps = (a: Rect, b: Rect) => a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height

/** The part of the scene that touches `view` (flow coordinates): what one frame paints. */
export function farSceneInView(scene: FarScene, view: Rect): FarScene {
  return { groups: scene.groups.filter((group) => overlaps(group, view)), edges: scene.edges.filter((edge) => overlaps(edge.bounds, view)) }
}
