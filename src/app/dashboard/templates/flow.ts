import type { BotCreate } from '@/shared/bot/bot'
import type { Block, RichTextNode, TextBubbleBlock } from '@/shared/bot/blocks'
import type { Edge } from '@/shared/bot/edge'
import type { Group } from '@/shared/bot/group'
import type { Variable } from '@/shared/bot/variable'

/** What a template gives POST /v1/bots; the service adds theme, settings and public id. */
export type TemplateDocument = Required<Pick<BotCreate, 'name' | 'icon' | 'events' | 'groups' | 'edges' | 'variables'>>

export type BotTemplate = { id: string; name: string; description: string; icon: string; document: TemplateDocument }

type Run = string | RichTextNode

/** A paragraph of rich text; `{{Variable}}` inside the text is filled in when the bot runs. */
export const paragraph = (...runs: Run[]): RichTextNode => ({
  type: 'p',
  children: runs.map((run) => (typeof run === 'string' ? { text: run } : run)),
})
export const bold = (text: string): RichTextNode => ({ text, bold: true })

/** A text bubble of one or more paragraphs. */
export const say = (id: string, ...paragraphs: Run[]): TextBubbleBlock => ({
  id,
  type: 'text',
  content: { richText: paragraphs.map((item) => (typeof item === 'string' ? paragraph(item) : item)) },
})

export const group = (id: string, title: string, [x, y]: [number, number], blocks: Block[]): Group => ({
  id,
  title,
  graphCoordinates: { x, y },
  blocks,
})

export const variable = (id: string, name: string, value?: string): Variable => ({ id, name, ...(value !== undefined && { value }) })

type Source = { eventId: string } | { blockId: string; itemId?: string }

/** An edge to a group (at its first block, or at `blockId`). */
export const edge = (id: string, from: Source, groupId: string, blockId?: string): Edge => ({
  id,
  from,
  to: { groupId, ...(blockId && { blockId }) },
})

export const startEvent = { id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 } }

type Draft = Omit<TemplateDocument, 'events'>

/**
 * Completes a template: adds the start event and sets the `outgoingEdgeId` of every event, block and
 * item that an edge leaves, so a template states each connection once and they always agree.
 */
export function wire(draft: Draft): TemplateDocument {
  const events: TemplateDocument['events'] = [{ ...startEvent }]
  const groups = structuredClone(draft.groups)
  const blocks = new Map(groups.flatMap((g) => g.blocks).map((block) => [block.id, block as Block & { items?: { id: string; outgoingEdgeId?: string }[] }]))
  for (const { id, from } of draft.edges) {
    if ('eventId' in from) {
      events.find((event) => event.id === from.eventId)!.outgoingEdgeId = id
      continue
    }
    const block = blocks.get(from.blockId)
    if (!block) throw new Error(`edge ${id} leaves unknown block ${from.blockId}`)
    const target = from.itemId ? block.items?.find((item) => item.id === from.itemId) : block
    if (!target) throw new Error(`edge ${id} leaves unknown item ${from.itemId}`)
    target.outgoingEdgeId = id
  }
  return { ...draft, events, groups }
}
