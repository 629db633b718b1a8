import { Timer } from 'lucide-react'
import { timeoutLabel } from './timeoutLabel'
import { memo } from 'react'
import { isKnownBlock, type Block } from '@/shared/bot/blocks'
import { cx } from '@/app/ui/cx'
import { usePreviewControls } from '../../preview/previewControls'
import { useBlockContextMenu } from '../../debugger/BlockContextMenu'
import { useDebugger } from '../../debugger/debuggerStore'
import { blockMarkStyles, markLabels, useBlockMark } from '../../compare/FlowCompareContext'
import { entryOf } from '../../blocks/blockCatalog'
import { blockSummary, itemSummary } from '../../blocks/blockSummary'
import { removeBlock } from '../../commands/blocks/removeBlock'
import { defaultExitLabel } from '../../document/blockOutputs'
import { useSummaryContext } from '../../blocks/useSummaryContext'
import { startDrag, useBlockDrag } from '../../dnd/blockDrag'
import { useEditorStore, useEditorStoreApi } from '../../store/EditorStoreContext'
import { heightOf, sizes, type BlockLayout } from '../groupLayout'
import { startConnecting } from '../connect/connectMode'
import { outputsFor } from '../connect/connectOutputs'
import { focusSidePanel } from '../keyboard/focusSidePanel'
import { BlockLine } from './BlockLine'
import { ItemRow } from './ItemRow'
import { plainSummary, SummaryText } from './SummaryText'

type BlockCardProps = { block: Block; layout: BlockLayout; readOnly: boolean }

/**
 * One block inside a group, at the place its layout gives it. Clicking opens its settings;
 * dragging moves it (within the group, to another group, or out onto the canvas). Tab reaches it:
 * Enter opens its settings (the focus goes there), Delete removes it, C connects one of its outputs
 * (the default exit or a button) to a group. Its name is its summary.
 */
export const BlockCard = memo(function BlockCard({ block, layout, readOnly }: BlockCardProps) {
  const store = useEditorStoreApi()
  const isOpen = useEditorStore((state) => state.sidePanel?.kind === 'block' && state.sidePanel.blockId === block.id)
  const isRunning = usePreviewControls((state) => state.runningBlockId === block.id)
  const botId = useEditorStore((state) => state.env.botId)
  const hasBreakpoint = useDebugger((state) => (state.breakpoints[botId] ?? []).includes(block.id))
  const isPaused = useDebugger((state) => state.pausedAt?.blockId === block.id)
  const mark = useBlockMark(block.id)
  const context = useSummaryContext(block)
  const label = entryOf(block.type).label
  // The name says what the block does and, for buttons and conditions, what its items are.
  const items = layout.rows.flatMap((row) => (row.kind === 'item' ? [plainSummary(itemSummary(block, row.itemId, context))] : []))
  const name = `${label}: ${plainSummary(blockSummary(block, context))}${items.length ? ` — ${items.join(', ')}` : ''}${hasBreakpoint ? ', breakpoint' : ''}${isPaused ? ', preview paused here' : ''}${mark ? ` (${markLabels[mark].toLowerCase()})` : ''}`
  return (
    <div
      role="group"
      aria-roledescription="block"
      tabIndex={0}
      aria-keyshortcuts="Enter Delete C B Shift+F10"
      data-testid="block"
      data-breakpoint={hasBreakpoint || undefined}
      data-paused={isPaused || undefined}
      data-compare={mark}
      onContextMenu={(event) => {
        event.preventDefault()
        event.stopPropagation()
        useBlockContextMenu.getState().open({ blockId: block.id, x: event.clientX, y: event.clientY, returnFocus: event.currentTarget })
      }}
      data-block-id={block.id}
      data-block-type={block.type}
      aria-label={name}
      onKeyDown={(event) => {
        if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return
        if (event.key === 'F10' && event.shiftKey) {
          event.preventDefault()
          event.stopPropagation()
          const box = event.currentTarget.getBoundingClientRect()
          useBlockContextMenu.getState().open({ blockId: block.id, x: box.left + 16, y: box.bottom, returnFocus: event.currentTarget })
        } else if (event.key === 'b' || event.key === 'B') {
          // Breakpoints do not edit the bot: read-only viewers may debug too.
          event.preventDefault()
          event.stopPropagation()
          useDebugger.getState().toggleBreakpoint(botId, block.id)
        } else if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          event.stopPropagation()
          store.getState().openSidePanel({ kind: 'block', blockId: block.id })
          focusSidePanel()
        } else if ((event.key === 'c' || event.key === 'C') && !readOnly) {
          event.preventDefault()
          event.stopPropagation()
          startConnecting(outputsFor(store.getState().doc, { blockId: block.id }))
        } else if ((event.key === 'Delete' || event.key === 'Backspace') && !readOnly) {
          event.preventDefault()
          event.stopPropagation()
          // The focus goes back to the group, which stays (or, with its last block gone, goes too).
          event.currentTarget.closest<HTMLElement>('[data-testid="group"]')?.focus()
          store.getState().commit('Delete block', (doc) => removeBlock(doc, { blockId: block.id }))
        }
      }}
      draggable={!readOnly}
      onDragStart={(event) => {
        event.stopPropagation()
        startDrag(event, { kind: 'moveBlock', blockId: block.id })
      }}
      onDragEnd={() => useBlockDrag.getState().end()}
      onClick={(event) => {
        event.stopPropagation()
        store.getState().openSidePanel({ kind: 'block', blockId: block.id })
      }}
      className={cx(
        'group/block nodrag nopan absolute flex cursor-pointer flex-col overflow-hidden rounded-lg border bg-zinc-50 outline-none transition-shadow hover:shadow-sm focus-visible:ring-2 focus-visible:ring-indigo-500 dark:bg-zinc-800/60',
        isOpen ? 'border-indigo-500 ring-2 ring-indigo-500/30' : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
        isRunning && 'border-emerald-500 ring-4 ring-emerald-500/30',
        isPaused && 'border-red-600 ring-4 ring-red-500/40',
        mark && blockMarkStyles[mark],
      )}
      style={{ top: layout.top, left: sizes.padding, right: sizes.padding, height: layout.height }}
    >
      {hasBreakpoint && <span aria-hidden data-testid="breakpoint-dot" className="pointer-events-none absolute top-1 right-1 size-2.5 rounded-full bg-red-600 ring-2 ring-white dark:ring-zinc-900" />}
      {layout.rows.map((row) => {
        switch (row.kind) {
          case 'line':
            return <BlockLine key="line" block={block} context={context} readOnly={readOnly} />
          case 'item':
            return isKnownBlock(block) && <ItemRow key={row.itemId} block={block} itemId={row.itemId} context={context} readOnly={readOnly} height={heightOf(row)} />
          case 'card':
            return (
              <div key={`card-${row.itemId}`} className="flex items-end px-3 text-xs font-medium text-zinc-500 dark:text-zinc-400" style={{ height: heightOf(row) }}>
                <SummaryText parts={itemSummary(block, row.itemId, context)} />
              </div>
            )
          case 'path':
            return <PathRow key={row.pathId} block={block} itemId={row.itemId} pathId={row.pathId} height={heightOf(row)} />
          case 'footer':
            return (
              <div key="footer" className="flex items-center justify-end px-3 text-xs text-zinc-500 dark:text-zinc-400" style={{ height: heightOf(row) }}>
                {defaultExitLabel(block)}
              </div>
            )
          case 'timeout':
            return (
              <div key="timeout" data-testid="timeout-output" className="flex items-center justify-end gap-1 px-3 text-xs text-amber-800 dark:text-amber-300" style={{ height: heightOf(row) }}>
                <Timer aria-hidden className="size-3.5" />
                {timeoutLabel(block)}
              </div>
            )
          default:
            return <div key="end" style={{ height: heightOf(row) }} />
        }
      })}
    </div>
  )
})

function PathRow({ block, itemId, pathId, height }: { block: Block; itemId: string; pathId: string; height: number }) {
  const text = isKnownBlock(block) && block.type === 'cards' ? block.items.find((card) => card.id === itemId)?.paths?.find((path) => path.id === pathId)?.text : undefined
  return (
    <div className="flex items-center px-2" style={{ height }}>
      <span className="flex h-[24px] min-w-0 flex-1 items-center justify-center rounded-md border border-zinc-200 bg-white px-2 dark:border-zinc-700 dark:bg-zinc-800">
        <SummaryText parts={text ? [{ text }] : [{ text: 'Button', tone: 'muted' }]} className="flex-none" />
      </span>
    </div>
  )
}
