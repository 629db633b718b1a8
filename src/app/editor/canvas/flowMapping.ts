import type { Edge as FlowEdgeModel, Node } from '@xyflow/react'
import type { Edge } from '@/shared/bot/edge'
import type { BotEvent } from '@/shared/bot/event'
import type { Group } from '@/shared/bot/group'
import { blockIndex } from '../document/blockIndex'
import type { FlowDocument } from '../document/flowDocument'
import { eventHandle, groupLayout, sizes, type GroupLayout } from './groupLayout'
import { handleIds } from './handleIds'

// The one place where the bot document becomes React Flow's nodes and edges (and back: handleIds).

export type GroupNodeData = { group: Group; layout: GroupLayout }
export type EventNodeData = { event: BotEvent }
export type GroupFlowNode = Node<GroupNodeData, 'botGroup'>
export type EventFlowNode = Node<EventNodeData, 'botEvent'>
/** Every kind of node the canvas draws. */
export type EditorNode = GroupFlowNode | EventFlowNode
export type EditorEdge = FlowEdgeModel<Record<string, never>, 'flow'>

function toGroupNode(group: Group, selected: boolean): GroupFlowNode {
  const layout = groupLayout(group)
  const size = { width: layout.width, height: layout.height }
  return { id: group.id, type: 'botGroup', position: group.graphCoordinates, data: { group, layout }, selected, ...size, measured: size, handles: layout.handles }
}

function toEventNode(event: BotEvent, selected: boolean): EventFlowNode {
  const size = { width: sizes.eventWidth, height: sizes.eventHeight }
  return { id: event.id, type: 'botEvent', position: event.graphCoordinates, data: { event }, selected, deletable: event.type !== 'start', ...size, measured: size, handles: [eventHandle(event.id)] }
}

function toFlowEdge(edge: Edge, source: string, selected: boolean): EditorEdge {
  return { id: edge.id, type: 'flow', source, sourceHandle: handleIds.source(edge.from), target: edge.to.groupId, targetHandle: handleIds.target, selected }
}

type Cached<S, T> = { source: S; selected: boolean; value: T }

/** Reuses the previous value while its source object and selection are the same ones. */
function memo<S, T>(cache: Map<string, Cached<S, T>>, id: string, source: S, selected: boolean, build: () => T): T {
  const hit = cache.get(id)
  if (hit && hit.source === source && hit.selected === selected) return hit.value
  const value = build()
  cache.set(id, { source, selected, value })
  return value
}

/** Forgets cached elements of deleted nodes once they pile up. */
function prune<T>(cache: Map<string, T>, live: number, present: () => { id: string }[]) {
  if (cache.size <= live * 2 + 100) return
  const ids = new Set(present().map((item) => item.id))
  for (const id of cache.keys()) if (!ids.has(id)) cache.delete(id)
}

/**
 * A mapper from documents to canvas elements that keeps each node and edge object identical while
 * its group, event or edge is unchanged, so React Flow and the memoised nodes skip all of them
 * but the ones an edit touched (during a drag: the dragged groups only).
 */
export function createFlowMapper() {
  const nodeCache = new Map<string, Cached<Group | BotEvent, EditorNode>>()
  const edgeCache = new Map<string, Cached<Edge, EditorEdge>>()
  // During a drag only positions change: the edges, and which group holds each block, stay put.
  let lastEdges: { edges: readonly Edge[]; selected: ReadonlySet<string>; blockLists: readonly unknown[]; events: readonly BotEvent[]; result: EditorEdge[] } | null = null

  function mapEdges(doc: Pick<FlowDocument, 'events' | 'groups' | 'edges'>, selected: ReadonlySet<string>): EditorEdge[] {
    const blocks = blockIndex(doc.groups)
    const groupIds = new Set(doc.groups.map((group) => group.id))
    const eventIds = new Set(doc.events.map((event) => event.id))
    return doc.edges.flatMap((edge) => {
      const source = 'eventId' in edge.from ? (eventIds.has(edge.from.eventId) ? edge.from.eventId : undefined) : blocks.get(edge.from.blockId)?.group.id
      // An edge whose source or target is gone is treated as absent (BLOCKS.md §1.4).
      if (!source || !groupIds.has(edge.to.groupId)) return []
      const isSelected = selected.has(edge.id)
      const hit = edgeCache.get(edge.id)
      // A block moved to another group keeps its edge object but not its source node.
      if (hit && hit.source === edge && hit.selected === isSelected && hit.value.source === source) return [hit.value]
      const value = toFlowEdge(edge, source, isSelected)
      edgeCache.set(edge.id, { source: edge, selected: isSelected, value })
      return [value]
    })
  }

  return {
    nodes(doc: Pick<FlowDocument, 'events' | 'groups'>, selected: ReadonlySet<string>): EditorNode[] {
      const events = doc.events.map((event) => memo(nodeCache, event.id, event, selected.has(event.id), () => toEventNode(event, selected.has(event.id))))
      const groups = doc.groups.map((group) => memo(nodeCache, group.id, group, selected.has(group.id), () => toGroupNode(group, selected.has(group.id))))
      prune(nodeCache, events.length + groups.length, () => [...doc.events, ...doc.groups])
      return [...events, ...groups]
    },
    edges(doc: Pick<FlowDocument, 'events' | 'groups' | 'edges'>, selected: ReadonlySet<string>): EditorEdge[] {
      const blockLists = doc.groups.map((group) => group.blocks)
      const last = lastEdges
      const unchanged =
        last?.edges === doc.edges && last.selected === selected && last.events === doc.events && last.blockLists.length === blockLists.length && blockLists.every((blocks, i) => blocks === last.blockLists[i])
      if (unchanged) return last.result
      const result = mapEdges(doc, selected)
      prune(edgeCache, result.length, () => doc.edges)
      lastEdges = { edges: doc.edges, selected, blockLists, events: doc.events, result }
      return result
    },
  }
}
