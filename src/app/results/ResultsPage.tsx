import { useMemo, useState } from 'react'
import { useBotContext } from '@/app/bot/botContext'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { useDeleteResults } from './api/useDeleteResults'
import { useResultColumnsQuery } from './api/useResultColumnsQuery'
import { useResultsCountQuery } from './api/useResultsCountQuery'
import { useReloadResults } from './api/useReloadResults'
import { useResultsQuery } from './api/useResultsQuery'
import { ResultDrawer } from './detail/ResultDrawer'
import { ExportProgressBar } from './export/ExportProgressBar'
import { useExportResults } from './export/useExportResults'
import { ResultsFilterBar } from './filters/ResultsFilterBar'
import { useResultFilter } from './filters/useResultFilter'
import { ResultsBody } from './ResultsBody'
import { ResultsToolbar } from './ResultsToolbar'
import { SelectionBanner } from './selection/SelectionBanner'
import { selectedCount } from './selection/selection'
import { useResultSelection } from './selection/useResultSelection'
import { orderColumns } from './table/columnOrder'
import { submittedAtColumnId } from './table/resultColumnDefs'
import { toResultRow } from './table/resultRow'
import { useTablePreferences } from './table/useTablePreferences'
import { useOpenResult } from './useOpenResult'

const plural = (n: number) => `${n.toLocaleString()} result${n === 1 ? '' : 's'}`

/** A bot's results: find them, read one in full, select, export or delete them. */
export function ResultsPage() {
  const { bot, canEdit } = useBotContext()
  const filter = useResultFilter()
  // Asked in this order: the table needs the columns and rows; the count can come after (PGlite answers one query at a time).
  const columns = useResultColumnsQuery(bot.id)
  const list = useResultsQuery(bot.id, filter.filter)
  const count = useResultsCountQuery(bot.id, filter.filter)
  const { preferences, change } = useTablePreferences(bot, canEdit)
  const rows = useMemo(() => (list.data ?? []).map(toResultRow), [list.data])
  const loadedIds = useMemo(() => rows.map((row) => row.result.id), [rows])
  const selection = useResultSelection(JSON.stringify(filter.filter), loadedIds)
  const drawer = useOpenResult()
  const exporter = useExportResults()
  const remove = useDeleteResults()
  const reload = useReloadResults()
  const total = count.data ?? 0
  const chosen = selectedCount(selection.selection, total)
  const resultIds = selection.selection.kind === 'ids' && chosen > 0 ? [...selection.selection.ids] : undefined
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  // With rows picked, exactly those; with "all that match", the filter itself.
  const deleteSelected = () =>
    remove.mutate(
      { params: { botId: bot.id }, body: { ...filter.filter, resultIds: resultIds?.join(',') } },
      {
        onSuccess: () => {
          selection.clear()
          setConfirmingDelete(false)
        },
      },
    )
  const labels = new Map([[submittedAtColumnId, 'Submitted at'], ...(columns.data ?? []).map((column) => [column.id, column.label] as const)])
  const ordered = orderColumns([...labels.keys()], preferences.columnsOrder).map((id) => ({ id, label: labels.get(id)! }))
  // The export writes the submission time first whatever the table does with it.
  const shownColumnIds = ordered.filter(({ id }) => id !== submittedAtColumnId && preferences.columnsVisibility[id] !== false).map(({ id }) => id)

  return (
    <section aria-labelledby="panel-title" className="mx-auto flex h-[calc(100dvh-11rem)] min-h-[28rem] max-w-[100rem] flex-col gap-3">
      <h2 id="panel-title" className="sr-only">
        Results
      </h2>
      <ResultsFilterBar state={filter.state} onChange={filter.update} onClear={filter.clear} />
      <ResultsToolbar
        summary={count.data === undefined ? 'Counting results…' : plural(total)}
        selectedCount={chosen}
        exportScope={chosen > 0 ? `${plural(chosen)} selected` : `all ${plural(total)}`}
        canExport={!exporter.progress && total > 0}
        canDelete={canEdit}
        columns={ordered}
        preferences={preferences}
        onPreferencesChange={change}
        onExport={(format, columns) =>
          exporter.start({ botId: bot.id, format, resultIds, filter: filter.filter, columns: columns === 'shown' && shownColumnIds.length > 0 ? shownColumnIds : undefined }, chosen || total)
        }
        onDelete={() => setConfirmingDelete(true)}
        onClearSelection={selection.clear}
        onReload={reload}
      />
      {exporter.progress && <ExportProgressBar progress={exporter.progress} onCancel={exporter.cancel} />}
      <SelectionBanner selection={selection.selection} loaded={rows.length} total={total} onSelectAll={selection.selectAll} onClear={selection.clear} />
      <ResultsBody
        list={list}
        columns={columns.data}
        rows={rows}
        total={total}
        filterState={filter.state}
        onClearFilters={filter.clear}
        selection={selection}
        onOpen={drawer.open}
        preferences={preferences}
        onPreferencesChange={change}
      />
      {drawer.openId && <ResultDrawer botId={bot.id} resultId={drawer.openId} columns={columns.data ?? []} onClose={drawer.close} />}
      <ConfirmDialog
        open={confirmingDelete}
        onClose={() => setConfirmingDelete(false)}
        title={`Delete ${plural(chosen)}?`}
        description="Their answers, variables and logs go with them. This cannot be undone."
        confirmLabel={`Delete ${plural(chosen)}`}
        pending={remove.isPending}
        onConfirm={deleteSelected}
      />
    </section>
  )
}
