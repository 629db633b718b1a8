import { expect } from 'vitest'
import { z } from 'zod'
import { botDocumentShape } from '../../../../src/shared/bot/bot'
import type { Block } from '../../../../src/shared/bot/blocks'
import { findDocumentIssues } from '../../../../src/shared/bot/documentIntegrity'
import type { Edge } from '../../../../src/shared/bot/edge'
import type { Group } from '../../../../src/shared/bot/group'
import { findBlock } from '../../../../src/app/editor/document/blockIndex'
import { outgoingEdgeIdOf } from '../../../../src/app/editor/document/blockOutputs'
import type { FlowDocument } from '../../../../src/app/editor/document/flowDocument'

const flowSchema = z.object({
  events: botDocumentShape.events,
  groups: botDocumentShape.groups,
  edges: botDocumentShape.edges,
  variables: botDocumentShape.variables,
})

/** A text bubble with one paragraph. */
export const text = (id: string, words = id): Block => ({ id, type: 'text', content: { richText: [{ type: 'p', children: [{ text: words }] }] } })

/** Buttons: one item per id. */
export const choice = (id: string, itemIds: string[], extra: Partial<Block> = {}): Block =>
  ({ id, type: 'choice input', items: itemIds.map((itemId) => ({ id: itemId, content: itemId })), ...extra }) as Block

export const group = (id: string, blocks: Block[], at = { x: 0, y: 0 }, title = id): Group => ({ id, title, graphCoordinates: at, blocks })

/**
 * A document from groups and edges: every edge's source gets its `outgoingEdgeId`, as a stored
 * bot has them, so tests state only the shape they care about.
 */
export function flowDoc(groups: Group[], edges: Edge[] = [], variables: FlowDocument['variables'] = []): FlowDocument {
  const startEdge = edges.find((edge) => 'eventId' in edge.from)
  const withIds = groups.map((g) => ({
    ...g,
    blocks: g.blocks.map((block) => {
      let next = block as Block & { items?: { id: string; outgoingEdgeId?: string; paths?: { id: string; outgoingEdgeId?: string }[] }[] }
      for (const edge of edges) {
        if (!('blockId' in edge.from) || edge.from.blockId !== block.id) continue
        const { itemId, pathId } = edge.from
        if (!itemId) next = { ...next, outgoingEdgeId: edge.id }
        else
          next = {
            ...next,
            items: next.items?.map((item) =>
              item.id !== itemId ? item : pathId ? { ...item, paths: item.paths?.map((p) => (p.id === pathId ? { ...p, outgoingEdgeId: edge.id } : p)) } : { ...item, outgoingEdgeId: edge.id },
            ),
          }
      }
      return next as Block
    }),
  }))
  return {
    events: [{ id: 'start', type: 'start', graphCoordinates: { x: -200, y: 0 }, ...(startEdge && { outgoingEdgeId: startEdge.id }) }],
    groups: withIds,
    edges,
    variables,
  }
}

export const edge = (id: string, from: Edge['from'], groupId: string, blockId?: string): Edge => ({ id, from, to: { groupId, ...(blockId && { blockId }) } })

/**
 * The document is what the service would store: every field passes the shared schemas, ids are
 * unique, and every edge is named by its source's `outgoingEdgeId` and leads to a group that exists
 * (and every `outgoingEdgeId` names an edge).
 */
export function expectValidDocument(doc: FlowDocument) {
  const parsed = flowSchema.safeParse(doc)
  expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true)
  expect(findDocumentIssues(doc)).toEqual([])
  const edgeIds = new Set(doc.edges.map((e) => e.id))
  for (const e of doc.edges) {
    expect(doc.groups.some((g) => g.id === e.to.groupId), `edge ${e.id} leads to a group`).toBe(true)
    if ('eventId' in e.from) {
      expect(doc.events.find((event) => event.id === (e.from as { eventId: string }).eventId)?.outgoingEdgeId, `event names edge ${e.id}`).toBe(e.id)
    } else {
      const block = findBlock(doc.groups, e.from.blockId)?.block
      expect(block, `edge ${e.id} leaves a block that exists`).toBeDefined()
      expect(outgoingEdgeIdOf(block!, e.from), `source names edge ${e.id}`).toBe(e.id)
    }
  }
  const named: string[] = []
  JSON.stringify(doc, (key, value) => {
    if (key === 'outgoingEdgeId') named.push(value)
    return value
  })
  for (const id of named) expect(edgeIds.has(id), `outgoingEdgeId ${id} names an edge`).toBe(true)
}

/** Ids in order, for short assertions. */
export const ids = (list: readonly { id: string }[]) => list.map((item) => item.id)

/** A counter id factory, so expected ids can be written out. */
export const sequentialIds = (prefix = 'n') => {
  let n = 0
  return () => `${prefix}${++n}`
}
