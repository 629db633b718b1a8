import { isInputBlock, type Block, type CardsBlock, type InputBlock, type InputTimeout } from '@/shared/bot/blocks'
import type { EdgeSource } from '@/shared/bot/edge'
import { timeoutPathId } from '@/shared/bot/timerDefaults'

/** An input's "no answer within N seconds" option (issue 14), when it has one. */
export const timeoutOf = (block: Block): InputTimeout | undefined =>
  isInputBlock(block) ? (block.options as { timeout?: InputTimeout } | undefined)?.timeout : undefined
/** The timeout output of an input: an edge `from: {blockId, pathId: "timeout"}`. */
export const isTimeoutSource = (source: { itemId?: string; pathId?: string }) => !source.itemId && source.pathId === timeoutPathId
/** Inputs draw their timeout output while the timeout is on, or while an edge still leaves it. */
export const showsTimeoutOutput = (block: Block): boolean => {
  const timeout = timeoutOf(block)
  return Boolean(timeout?.isEnabled || timeout?.outgoingEdgeId)
}

function withTimeoutEdgeId(block: InputBlock, edgeId: string | undefined): Block {
  const options = (block.options ?? {}) as { timeout?: InputTimeout }
  const timeout = setEdgeId(options.timeout ?? {}, edgeId)
  return { ...block, options: { ...options, timeout } } as Block
}

/** Block types whose items each lead somewhere (BLOCKS.md §2): one output per item. */
const itemBlockTypes = ['choice input', 'picture choice input', 'Condition', 'AB test', 'Loop'] as const
type ItemBlock = Extract<Block, { type: (typeof itemBlockTypes)[number] }>

/** Blocks whose items (buttons, pictures, branches, AB paths) each have an output. */
export const hasItems = (block: Block): block is ItemBlock => (itemBlockTypes as readonly string[]).includes(block.type)
/** Cards: outputs are the buttons (paths) of each card. */
export const isCards = (block: Block): block is CardsBlock => block.type === 'cards'

/** A block output that an edge can leave from, besides the block's own default exit. */
export type ItemOutput = { itemId: string; pathId?: string; outgoingEdgeId?: string }

/** The outputs of a block's items (card paths for cards), in display order. */
export function itemOutputsOf(block: Block): ItemOutput[] {
  if (hasItems(block)) return block.items.map((item) => ({ itemId: item.id, outgoingEdgeId: item.outgoingEdgeId }))
  if (isCards(block)) {
    return block.items.flatMap((card) => (card.paths ?? []).map((path) => ({ itemId: card.id, pathId: path.id, outgoingEdgeId: path.outgoingEdgeId })))
  }
  return []
}

/** Every source an edge may leave this block from: each item (or card path), then the block itself. */
export const sourcesOf = (block: Block): { blockId: string; itemId?: string; pathId?: string }[] => [
  ...itemOutputsOf(block).map(({ itemId, pathId }) => ({ blockId: block.id, itemId, ...(pathId && { pathId }) })),
  { blockId: block.id },
  ...(isInputBlock(block) ? [{ blockId: block.id, pathId: timeoutPathId }] : []),
]

/** The edge id stored on a block's source (the block, one item, or one card path). */
export function outgoingEdgeIdOf(block: Block, source: Extract<EdgeSource, { blockId: string }>): string | undefined {
  if (isTimeoutSource(source)) return timeoutOf(block)?.outgoingEdgeId
  if (!source.itemId) return block.outgoingEdgeId
  return itemOutputsOf(block).find((output) => output.itemId === source.itemId && output.pathId === source.pathId)?.outgoingEdgeId
}

/** `target` with its `outgoingEdgeId` set, or removed when `edgeId` is undefined. */
export const setEdgeId = <T extends { outgoingEdgeId?: string }>(target: T, edgeId: string | undefined): T => {
  if (target.outgoingEdgeId === edgeId) return target
  const { outgoingEdgeId: _previous, ...rest } = target
  return (edgeId === undefined ? rest : { ...rest, outgoingEdgeId: edgeId }) as T
}

/** The block with the source's `outgoingEdgeId` set (or removed when `edgeId` is undefined). */
export function withOutgoingEdgeId(block: Block, source: Extract<EdgeSource, { blockId: string }>, edgeId: string | undefined): Block {
  if (isTimeoutSource(source)) return isInputBlock(block) ? withTimeoutEdgeId(block, edgeId) : block
  if (!source.itemId) return setEdgeId(block, edgeId)
  if (hasItems(block)) {
    const items = block.items.map((item) => (item.id === source.itemId ? setEdgeId(item, edgeId) : item))
    return { ...block, items } as Block
  }
  if (isCards(block) && source.pathId) {
    const items = block.items.map((card) =>
      card.id === source.itemId ? { ...card, paths: card.paths?.map((path) => (path.id === source.pathId ? setEdgeId(path, edgeId) : path)) } : card,
    )
    return { ...block, items }
  }
  return block
}

/** Same source: same block, item and path (legacy `groupId` on edges is ignored). */
export const sameSource = (a: EdgeSource, b: EdgeSource): boolean => {
  if ('eventId' in a || 'eventId' in b) return 'eventId' in a && 'eventId' in b && a.eventId === b.eventId
  return a.blockId === b.blockId && a.itemId === b.itemId && a.pathId === b.pathId
}

/** What a block's own exit is called when it also has item outputs: a Condition's "else", a Loop's "done". */
export const defaultExitLabel = (block: Block): string => (block.type === 'Condition' ? 'Else' : block.type === 'Loop' ? 'Done' : 'Default')
