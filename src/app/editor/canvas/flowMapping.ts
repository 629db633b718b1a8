import type { Edge as FlowEdgeModel, Node } from '@xyflow/react'
import type { Edge } from '@/shared/bot/edge'
import type { BotEvent } from '@/shared/bot/event'
import type { Group } from '@/shared/bot/group'
import type { CanvasNote } from '@/shared/notes/botNote'
import { eventCatalog } from '../blocks/blockCatalog'
import { blockIndex, type BlockLocation } from '../document/blockIndex'
import { isTimeoutSource } from '../document/blockOutputs'
import type { FlowDocument } from '../document/flowDocument'
import { eventHandle, groupLayout, sizes, type GroupLayout } from './groupLayout'
import { handleIds } from './handleIds'
import { loopBackEdges } from './loopBackEdges'

// The one place where the bot document becomes React Flow's nodes and edges (and back: handleIds).

export type GroupNodeData = { group: Group; layout: GroupLayout }
export type EventNodeData = { event: BotEvent }
export type GroupFlowNode = Node<GroupNodeData, 'botGroup'>
export type EventFlowNode = Node<EventNodeData, 'botEvent'>
export type NoteNodeData = { note: CanvasNote }
export type NoteFlowNode = Node<NoteNodeData, 'canvasNote'>
/** Every kind of node the canvas draws. */
export type EditorNode = GroupFlowNode | EventFlowNode | NoteFlowNode
export type FlowConnectionEdge = FlowEdgeModel<Record<string, never>, 'flow'>
/** Drawn only: the way back from a loop body's end to its Loop block (issue 14). */
export type LoopFlowEdge = FlowEdgeModel<Record<string, never>, 'loopBack'>
export type EditorEdge = FlowConnectionEdge | LoopFlowEdge

function toGroupNode(group: Group, selected: boolean): GroupFlowNode {
  const layout = groupLayout(group)
  const size = { width: layout.width, height: layout.height }
  return { id: group.id, type: 'botGroup', position: group.graphCoordinates, data: { group, layout }, selected, ...size, measured: size, handles: layout.handles }
}

function toEventNode(event: BotEvent, selected: boolean): EventFlowNode {
  const size = { width: sizes.eventWidth, height: sizes.eventHeight }
  return { id: event.id, type: 'botEvent', position: event.graphCoordinates, data: { event }, selected, deletable: event.type !== 'start', ...size, measured: size, handles: [eventHandle(event.id)] }
}

/** Notes lie under the flow: a note dropped on a group never hides its blocks. */
function toNoteNode(note: CanvasNote, selected: boolean): NoteFlowNode {
  const size = { width: note.width, height: note.height }
  return { id: note.id, type: 'canvasNote', position: note.graphCoordinates, data: { note }, selected, zIndex: -1, ...size, measured: size }
}

function toFlowEdge(edge: Edge, source: string, selected: boolean, ariaLabel: string): FlowConnectionEdge {
  return { id: edge.id, type: 'flow', source, sourceHandle: handleIds.source(edge.from), target: edge.to.groupId, targetHandle: handleIds.target, selected, ariaLabel }
}

/** The text of the button an edge leaves from, when it leaves from one that has a text. */
function itemText(location: BlockLocation | undefined, itemId: string | undefined): string | undefined {
  const items: unknown = location && 'items' in location.block ? location.block.items : undefined
  if (!itemId || !Array.isArray(items)) return undefined
  const item = items.find((candidate: { id?: string }) => candidate?.id === itemId) as { content?: unknown; title?: unknown } | undefined
  const text = typeof item?.content === 'string' ? item.content : typeof item?.title === 'string' ? item.title : undefined
  return text?.trim() || undefined
}

/** What an edge is called to assistive technology: "Edge from Welcome (Yes) to Ask name", by titles, not ids. */
export function edgeLabel(edge: Edge, names: { groups: ReadonlyMap<string, string>; events: readonly BotEvent[]; blocks: ReadonlyMap<string, BlockLocation> }): string {
  let from: string
  if ('eventId' in edge.from) {
    const { eventId } = edge.from
    const event = names.events.find((candidate) => candidate.id === eventId)
    from = event ? eventCatalog[event.type].label : 'an event'
  } else {
    const location = names.blocks.get(edge.from.blockId)
    const item = isTimeoutSource(edge.from) ? 'no answer' : itemText(location, edge.from.itemId)
    from = `${location?.group.title ?? 'a block'}${item ? ` (${item})` : ''}`
  }
  return `Edge from ${from} to ${names.groups.get(edge.to.groupId) ?? 'a group'}`
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
  const nodeCache = new Map<string, Cached<Group | BotEvent | CanvasNote, EditorNode>>()
  const edgeCache = new Map<string, Cached<Edge, EditorEdge>>()
  // During a drag only positions change: the edges, and which group holds each block, stay put.
  let lastEdges: { edges: readonly Edge[]; selected: ReadonlySet<string>; blockLists: readonly unknown[]; titles: readonly string[]; events: readonly BotEvent[]; result: EditorEdge[] } | null = null

  function mapEdges(doc: Pick<FlowDocument, 'events' | 'groups' | 'edges'>, selected: ReadonlySet<string>): EditorEdge[] {
    const blocks = blockIndex(doc.groups)
    const groupTitles = new Map(doc.groups.map((group) => [group.id, group.title]))
    const eventIds = new Set(doc.events.map((event) => event.id))
    const names = { groups: groupTitles, events: doc.events, blocks }
    const loops = loopBackEdges(doc.groups, doc.edges).map((loop): LoopFlowEdge => ({
      ...loop,
      type: 'loopBack',
      targetHandle: handleIds.target,
      selectable: false,
      deletable: false,
      focusable: false,
      ariaLabel: `Loop back from ${groupTitles.get(loop.source) ?? 'a group'} to ${groupTitles.get(loop.target) ?? 'a group'}`,
    }))
    const connections = doc.edges.flatMap((edge): EditorEdge[] => {
      const source = 'eventId' in edge.from ? (eventIds.has(edge.from.eventId) ? edge.from.eventId : undefined) : blocks.get(edge.from.blockId)?.group.id
      // An edge whose source or target is gone is treated as absent (BLOCKS.md §1.4).
      if (!source || !groupTitles.has(edge.to.groupId)) return []
      const isSelected = selected.has(edge.id)
      const label = edgeLabel(edge, names)
      const hit = edgeCache.get(edge.id)
      // A block moved to another group keeps its edge object but not its source node; a rename keeps both.
      if (hit && hit.source === edge && hit.selected === isSelected && hit.value.source === source && hit.value.ariaLabel === label) return [hit.value]
      const value = toFlowEdge(edge, source, isSelected, label)
      edgeCache.set(edge.id, { source: edge, selected: isSelected, value })
      return [value]
    })
    return loops.length ? [...connections, ...loops] : connections
  }

  return {
    nodes(doc: Pick<FlowDocument, 'events' | 'groups' | 'notes'>, selected: ReadonlySet<string>): EditorNode[] {
      const notes = (doc.notes ?? []).map((note) => memo(nodeCache, note.id, note, selected.has(note.id), () => toNoteNode(note, selected.has(note.id))))
      const events = doc.events.map((event) => memo(nodeCache, event.id, event, selected.has(event.id), () => toEventNode(event, selected.has(event.id))))
      const groups = doc.groups.map((group) => memo(nodeCache, group.id, group, selected.has(group.id), () => toGroupNode(group, selected.has(group.id))))
      prune(nodeCache, notes.length + events.length + groups.length, () => [...(doc.notes ?? []), ...doc.events, ...doc.groups])
      return [...notes, ...events, ...groups]
    },
    edges(doc: Pick<FlowDocument, 'events' | 'groups' | 'edges'>, selected: ReadonlySet<string>): EditorEdge[] {
      const blockLists = doc.groups.map((group) => group.blocks)
      const titles = doc.groups.map((group) => group.title)
      const last = lastEdges
      const same = <T,>(a: readonly T[], b: readonly T[]) => a.length === b.length && a.every((value, i) => value === b[i])
      const unchanged = last?.edges === doc.edges && last.selected === selected && last.events === doc.events && same(blockLists, last.blockLists) && same(titles, last.titles)
      if (unchanged) return last.result
      const result = mapEdges(doc, selected)
      prune(edgeCache, result.length, () => doc.edges)
      lastEdges = { edges: doc.edges, selected, blockLists, titles, events: doc.events, result }
      return result
    },
  }
}
