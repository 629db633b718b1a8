import type { Block } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'
import { Position, type NodeHandle } from '@xyflow/react'
import { timeoutPathId } from '@/shared/bot/timerDefaults'
import { hasItems, isCards, showsTimeoutOutput } from '../document/blockOutputs'
import { handleIds } from './handleIds'

/**
 * Every size of a group node, in pixels. The node is drawn with exactly these heights, so its size
 * and the place of each output are known without measuring the DOM: React Flow can then skip the
 * nodes outside the view from the first frame and still draw their edges.
 */
export const sizes = {
  groupWidth: 300,
  padding: 12,
  header: 28,
  headerGap: 8,
  blockGap: 8,
  border: 1,
  line: 38,
  item: 32,
  card: 28,
  path: 30,
  footer: 28,
  itemsEnd: 6,
  handle: 12,
  eventWidth: 150,
  eventHeight: 44,
} as const

/** One row of a block card: its first line, an item, a card and its buttons, or the default exit. */
export type BlockRow =
  | { kind: 'line'; handleId?: string }
  | { kind: 'item'; itemId: string; handleId: string }
  | { kind: 'card'; itemId: string }
  | { kind: 'path'; itemId: string; pathId: string; handleId: string }
  | { kind: 'footer'; handleId: string }
  | { kind: 'itemsEnd' }
  /** An input's "no answer in N s" output (issue 14). */
  | { kind: 'timeout'; handleId: string }

const rowHeight: Record<BlockRow['kind'], number> = {
  line: sizes.line,
  item: sizes.item,
  card: sizes.card,
  path: sizes.path,
  footer: sizes.footer,
  itemsEnd: sizes.itemsEnd,
  timeout: sizes.footer,
}

// Jump and Return never continue to the next group; an AB test always takes one of its paths.
const noDefaultExit = new Set(['Jump', 'Return', 'AB test'])

/**
 * The rows of a block. The default exit shows on the last block of the group (where the flow
 * continues) and on any block that already has an edge from it.
 */
function blockRows(block: Block, isLast: boolean): BlockRow[] {
  const rows = outputRows(block, isLast)
  if (!showsTimeoutOutput(block)) return rows
  return [...rows, { kind: 'timeout', handleId: handleIds.source({ blockId: block.id, pathId: timeoutPathId }) }]
}

function outputRows(block: Block, isLast: boolean): BlockRow[] {
  const showsExit = !!block.outgoingEdgeId || (isLast && !noDefaultExit.has(block.type))
  const exit = handleIds.source({ blockId: block.id })
  if (hasItems(block)) {
    return [
      { kind: 'line' },
      ...block.items.map((item): BlockRow => ({ kind: 'item', itemId: item.id, handleId: handleIds.source({ blockId: block.id, itemId: item.id }) })),
      ...(showsExit ? [{ kind: 'footer', handleId: exit } as const] : [{ kind: 'itemsEnd' } as const]),
    ]
  }
  if (isCards(block)) {
    return [
      { kind: 'line' },
      ...block.items.flatMap((card): BlockRow[] => [
        { kind: 'card', itemId: card.id },
        ...(card.paths ?? []).map((path): BlockRow => ({ kind: 'path', itemId: card.id, pathId: path.id, handleId: handleIds.source({ blockId: block.id, itemId: card.id, pathId: path.id }) })),
      ]),
      ...(showsExit ? [{ kind: 'footer', handleId: exit } as const] : [{ kind: 'itemsEnd' } as const]),
    ]
  }
  return [{ kind: 'line', ...(showsExit && { handleId: exit }) }]
}

export type BlockLayout = { blockId: string; top: number; height: number; rows: BlockRow[] }
export type GroupLayout = { width: number; height: number; blocks: BlockLayout[]; handles: NodeHandle[] }

const layoutCache = new WeakMap<Group['blocks'], GroupLayout>()
const sourceHandle = (id: string, centerY: number): NodeHandle => ({
  id,
  type: 'source',
  position: Position.Right,
  x: sizes.groupWidth - sizes.handle / 2,
  y: centerY - sizes.handle / 2,
  width: sizes.handle,
  height: sizes.handle,
})

/** Where every block, row and output of a group is (memoised on its blocks array). */
export function groupLayout(group: Pick<Group, 'blocks'>): GroupLayout {
  const cached = layoutCache.get(group.blocks)
  if (cached) return cached
  const handles: NodeHandle[] = [
    { id: handleIds.target, type: 'target', position: Position.Left, x: -sizes.handle / 2, y: sizes.padding + sizes.header / 2 - sizes.handle / 2, width: sizes.handle, height: sizes.handle },
  ]
  let top = sizes.padding + sizes.header + sizes.headerGap
  const blocks = group.blocks.map((block, i): BlockLayout => {
    const rows = blockRows(block, i === group.blocks.length - 1)
    let rowTop = top + sizes.border
    for (const row of rows) {
      if ('handleId' in row && row.handleId) handles.push(sourceHandle(row.handleId, rowTop + rowHeight[row.kind] / 2))
      rowTop += rowHeight[row.kind]
    }
    const layout = { blockId: block.id, top, height: rowTop + sizes.border - top, rows }
    top += layout.height + sizes.blockGap
    return layout
  })
  const height = (group.blocks.length ? top - sizes.blockGap : top - sizes.headerGap) + sizes.padding
  const layout = { width: sizes.groupWidth, height, blocks, handles }
  layoutCache.set(group.blocks, layout)
  return layout
}

/** Height of one row, for drawing it. */
export const heightOf = (row: BlockRow) => rowHeight[row.kind]

/** The single output of an event node, on its right edge. */
export const eventHandle = (eventId: string): NodeHandle => ({ ...sourceHandle(handleIds.source({ eventId }), sizes.eventHeight / 2), x: sizes.eventWidth - sizes.handle / 2 })
