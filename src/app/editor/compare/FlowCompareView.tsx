import { useMemo, useState } from 'react'
import { ReactFlowProvider, useReactFlow } from '@xyflow/react'
import { ArchiveRestore, ArrowLeft } from 'lucide-react'
import type { Bot, PublishedBot } from '@/shared/bot/bot'
import { diffBots, isSameFlow, type BotDiff } from '@/shared/bot/versionDiff'
import { Button } from '@/app/ui/Button'
import { Spinner } from '@/app/ui/Spinner'
import { RestoreVersionDialog, versionDate } from '@/app/share/versions/RestoreVersionDialog'
import { usePublishedVersionsQuery } from '@/app/share/versions/usePublishedVersionsQuery'
import { FlowCanvas } from '../canvas/FlowCanvas'
import { toFlowDocument } from '../document/flowDocument'
import { createEditorStore } from '../store/editorStore'
import { EditorStoreProvider } from '../store/EditorStoreContext'
import { useFillViewport } from '../useFillViewport'
import { ChangesList } from './ChangesList'
import { compareDocument } from './compareDocument'
import { FlowCompareContext } from './FlowCompareContext'
import { useCompareMode } from './compareParams'
import { usePublishedVersionQuery } from './usePublishedVersionQuery'

const bar = 'pointer-events-auto flex flex-wrap items-center gap-2 rounded-xl border border-zinc-200 bg-white/95 p-1.5 shadow-sm backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95'

/**
 * The flow in compare mode (`?mode=compare&version=…`): a published version against the draft (or
 * another version), read-only, groups outlined by what changed, the changes listed beside it, and
 * the way to restore that version.
 */
export function FlowCompareView({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const { versionId, against } = useCompareMode()
  const version = usePublishedVersionQuery(bot.id, versionId ?? undefined)
  const other = usePublishedVersionQuery(bot.id, against)
  if (version.isError || other.isError) return <p className="p-6 text-sm text-red-700 dark:text-red-400">This version could not be loaded.</p>
  if (!version.data || (against && !other.data)) {
    return (
      <div className="flex justify-center p-10" aria-busy="true">
        <Spinner label="Loading the version" />
      </div>
    )
  }
  const newer = other.data ?? bot
  return <CompareLoaded key={`${version.data.id}-${against ?? 'draft'}-${bot.updatedAt}`} bot={bot} canEdit={canEdit} version={version.data} newer={newer} />
}

function CompareLoaded({ bot, canEdit, version, newer }: { bot: Bot; canEdit: boolean; version: PublishedBot; newer: Bot | PublishedBot }) {
  const diff = useMemo(() => diffBots(version, newer), [version, newer])
  const { doc, marks } = useMemo(() => compareDocument(toFlowDocument(version), toFlowDocument(newer), diff), [version, newer, diff])
  const [store] = useState(() => createEditorStore({ env: { botId: bot.id, workspaceId: bot.workspaceId, readOnly: true }, server: { doc, updatedAt: bot.updatedAt } }))
  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <FlowCompareContext value={marks}>
          <CompareLayout bot={bot} canEdit={canEdit} version={version} diff={diff} />
        </FlowCompareContext>
      </ReactFlowProvider>
    </EditorStoreProvider>
  )
}

function CompareLayout({ bot, canEdit, version, diff }: { bot: Bot; canEdit: boolean; version: PublishedBot; diff: BotDiff }) {
  const { ref, height } = useFillViewport<HTMLDivElement>()
  const { against, setAgainst, leave } = useCompareMode()
  const versions = usePublishedVersionsQuery(bot.id)
  const [asking, setAsking] = useState(false)
  const { fitView } = useReactFlow()
  const focusGroup = (groupId: string) => {
    void fitView({ nodes: [{ id: groupId }], maxZoom: 1, duration: 300, padding: 0.4 })
    document.querySelector<HTMLElement>(`.react-flow__node[data-id="${CSS.escape(groupId)}"] [data-testid="group"]`)?.focus({ preventScroll: true })
  }
  const counts = (['added', 'changed', 'removed'] as const).map((kind) => [kind, diff.groups.filter((group) => group.kind === kind).length] as const).filter(([, count]) => count > 0)
  return (
    <div ref={ref} style={{ height }} className="-mx-4 -my-8 flex flex-col overflow-hidden border-t border-zinc-200 md:flex-row dark:border-zinc-800">
      <h2 className="sr-only">Compare versions</h2>
      <div className="relative min-h-0 min-w-0 flex-1">
        <FlowCanvas />
        <div role="toolbar" aria-label="Compare versions" className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-wrap items-start justify-between gap-2">
          <div className={bar}>
            <Button size="sm" variant="ghost" icon={<ArrowLeft aria-hidden className="size-4" />} onClick={leave}>
              Back to editing
            </Button>
            <label className="flex items-center gap-2 px-1 text-sm text-zinc-700 dark:text-zinc-300">
              <span>
                Version of <span className="font-medium text-zinc-900 dark:text-zinc-100">{versionDate(version)}</span> against
              </span>
              <select
                value={against ?? 'draft'}
                onChange={(event) => setAgainst(event.target.value === 'draft' ? undefined : event.target.value)}
                className="h-8 rounded-lg border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100"
              >
                <option value="draft">the draft</option>
                {versions.data
                  ?.filter((entry) => entry.id !== version.id)
                  .map((entry) => (
                    <option key={entry.id} value={entry.id}>
                      the version of {versionDate(entry)}
                    </option>
                  ))}
              </select>
            </label>
          </div>
          {canEdit && (
            <div className={bar}>
              <Button size="sm" variant="primary" icon={<ArchiveRestore aria-hidden className="size-4" />} onClick={() => setAsking(true)}>
                Restore this version
              </Button>
            </div>
          )}
        </div>
      </div>
      <aside aria-label="Changes" className="flex max-h-[40%] min-h-0 flex-col overflow-y-auto border-t border-zinc-200 bg-white md:max-h-none md:w-80 md:border-t-0 md:border-l dark:border-zinc-800 dark:bg-zinc-900">
        <div className="border-b border-zinc-200 px-3 py-2 dark:border-zinc-800">
          <h3 className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">Changes</h3>
          <p role="status" className="text-xs text-zinc-600 dark:text-zinc-400">
            {isSameFlow(diff) ? 'No differences.' : counts.length > 0 ? counts.map(([kind, count]) => `${count} ${kind}`).join(', ') + ` group${counts.reduce((sum, [, count]) => sum + count, 0) === 1 ? '' : 's'}` : 'Only variables, links, theme or settings differ.'}
          </p>
          <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">Green: added since this version. Red, faded: removed. Amber: changed.</p>
        </div>
        <ChangesList diff={diff} onFocusGroup={focusGroup} />
      </aside>
      <RestoreVersionDialog botId={bot.id} version={asking ? version : null} onClose={() => setAsking(false)} onRestored={leave} />
    </div>
  )
}
