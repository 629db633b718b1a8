import { useMemo, useState } from 'react'
import { ReactFlowProvider } from '@xyflow/react'
import type { Bot } from '@/shared/bot/bot'
import { useInAndOutCounts } from '@/app/analytics/api/useInAndOutCounts'
import { useAnalyticsParams } from '@/app/analytics/useAnalyticsParams'
import { FlowCanvas } from '../canvas/FlowCanvas'
import { draftStorage } from '../saving/draftStorage'
import { openingState } from '../saving/openingState'
import { BlockSidePanel } from '../settingsPanel/BlockSidePanel'
import { createEditorStore, type EditorStore } from '../store/editorStore'
import { EditorStoreProvider, useEditorStore } from '../store/EditorStoreContext'
import { useFillViewport } from '../useFillViewport'
import { AnalyticsModeToggle } from './AnalyticsModeToggle'
import { DropOffLegend } from './DropOffLegend'
import { FlowAnalyticsContext } from './FlowAnalyticsContext'
import { computeFlowReach } from './flowReach'
import { RangeSelect } from './RangeSelect'
import { useAnalyticsOpeningView } from './useAnalyticsOpeningView'

/** A read-only store of the flow as the person left it (their unsaved edits included). */
function openAnalyticsStore(bot: Bot): EditorStore {
  const opening = openingState(bot, draftStorage.read(bot.id))
  return createEditorStore({ env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: true }, server: { doc: opening.pendingDoc ?? opening.server.doc, updatedAt: bot.updatedAt } })
}

/**
 * The flow in analytics mode (`?mode=analytics`): the canvas, read-only, with the visitors who
 * reached each block, went through each edge, and the drop-off at each question, for a time range.
 */
export function FlowAnalyticsView({ bot }: { bot: Bot }) {
  const [store] = useState(() => openAnalyticsStore(bot))
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <AnalyticsLayout botId={bot.id} />
      </ReactFlowProvider>
    </EditorStoreProvider>
  )
}

const bar = 'pointer-events-auto flex items-center gap-2 rounded-xl border border-zinc-200 bg-white/95 p-1 shadow-sm backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95'

function AnalyticsLayout({ botId }: { botId: string }) {
  const { ref, height } = useFillViewport<HTMLDivElement>()
  const params = useAnalyticsParams()
  const counts = useInAndOutCounts(botId, params.timeFilter, params.timeZone)
  const flow = useEditorStore((state) => state.doc)
  const reach = useMemo(() => (counts.data ? computeFlowReach(flow, counts.data) : null), [flow, counts.data])
  const openBlockId = useEditorStore((state) => (state.sidePanel?.kind === 'block' ? state.sidePanel.blockId : undefined))
  const started = reach?.started ?? 0
  useAnalyticsOpeningView()
  return (
    <div ref={ref} style={{ height }} className="-mx-4 -my-8 flex overflow-hidden border-t border-zinc-200 dark:border-zinc-800">
      <h2 className="sr-only">Flow analytics</h2>
      <div className="relative min-w-0 flex-1">
        <FlowAnalyticsContext value={reach}>
          <FlowCanvas />
        </FlowAnalyticsContext>
        <div role="toolbar" aria-label="Flow analytics" className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-wrap items-start justify-between gap-2">
          <div className={bar}>
            <RangeSelect value={params.timeFilter} onChange={params.setTimeFilter} />
            <p role="status" className="pr-2 text-sm text-zinc-700 dark:text-zinc-300">
              {counts.isPending ? 'Counting visitors…' : counts.isError ? 'The counts could not be loaded.' : started === 0 ? 'No visitors in this range' : `${started.toLocaleString()} visitor${started === 1 ? '' : 's'} started`}
            </p>
          </div>
          <div className={bar}>
            <AnalyticsModeToggle />
          </div>
        </div>
        <DropOffLegend className="absolute inset-x-3 bottom-16 z-10 md:right-auto md:bottom-3 md:left-1/2 md:max-w-xl md:-translate-x-1/2" />
      </div>
      {openBlockId && <BlockSidePanel blockId={openBlockId} />}
    </div>
  )
}
