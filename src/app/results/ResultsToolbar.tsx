import { RotateCw, Trash2 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import type { ResultsTablePreferences } from '@/shared/bot/bot'
import type { ResultExportFormat } from '@/shared/result'
import { type ExportedColumns, ExportMenu } from './export/ExportMenu'
import { ColumnsPopover } from './table/ColumnsPopover'

type ResultsToolbarProps = {
  summary: string
  selectedCount: number
  exportScope: string
  canExport: boolean
  canDelete: boolean
  columns: { id: string; label: string }[]
  preferences: ResultsTablePreferences
  onPreferencesChange: (change: Partial<ResultsTablePreferences>) => void
  onExport: (format: ResultExportFormat, columns: ExportedColumns) => void
  onDelete: () => void
  onClearSelection: () => void
  onReload: () => void
}

/** How many results show, what is selected, and what can be done with them. */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { selectedCount } = props
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p aria-live="polite" className="mr-auto text-sm text-zinc-600 tabular-nums dark:text-zinc-400">
        {selectedCount > 0 ? (
          <>
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{selectedCount.toLocaleString()} selected</span> ·{' '}
            <button type="button" onClick={props.onClearSelection} className="underline underline-offset-2">
              Clear
            </button>
          </>
        ) : (
          props.summary
        )}
      </p>
      <IconButton label="Load the newest results" onClick={props.onReload}>
        <RotateCw aria-hidden className="size-4" />
      </IconButton>
      {props.canDelete && selectedCount > 0 && (
        <Button variant="danger" icon={<Trash2 aria-hidden className="size-4" />} onClick={props.onDelete}>
          Delete {selectedCount.toLocaleString()}
        </Button>
      )}
      <ExportMenu
        scope={props.exportScope}
        disabled={!props.canExport}
        hasHiddenColumns={props.columns.some((column) => props.preferences.columnsVisibility[column.id] === false)}
        onExport={props.onExport}
      />
      <ColumnsPopover columns={props.columns} preferences={props.preferences} onChange={props.onPreferencesChange} />
    </div>
  )
}
