import { Download } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { Menu, MenuItem, MenuLabel, MenuSeparator } from '@/app/ui/Menu'
import type { ResultExportFormat } from '@/shared/result'

type ExportMenuProps = {
  /** What the export covers, said in the menu: "3 selected results", "all 1,234 results". */
  scope: string
  disabled: boolean
  /** Whether the table hides or moves columns, so "every column" writes something else. */
  hasHiddenColumns: boolean
  onExport: (format: ResultExportFormat, columns: ExportedColumns) => void
}

/** The table's columns as shown (visible, in their order), or every column of the bot. */
export type ExportedColumns = 'shown' | 'all'

const icon = <Download aria-hidden className="size-4" />

/** Export as CSV (for spreadsheets) or JSON (for programs): the columns the table shows, or all of them. */
export function ExportMenu({ scope, disabled, hasHiddenColumns, onExport }: ExportMenuProps) {
  if (disabled) {
    return (
      <Button icon={icon} disabled>
        Export
      </Button>
    )
  }
  const trigger = (
    <span className="inline-flex h-9 items-center gap-2 px-3.5">
      {icon}
      Export
    </span>
  )
  return (
    <Menu
      label="Export"
      trigger={trigger}
      triggerClassName="rounded-lg border border-zinc-300 bg-white text-sm font-medium text-zinc-900 shadow-sm hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:bg-zinc-700"
    >
      <MenuLabel>Export {scope}</MenuLabel>
      <MenuItem onSelect={() => onExport('csv', 'shown')}>CSV, for spreadsheets</MenuItem>
      <MenuItem onSelect={() => onExport('json', 'shown')}>JSON, for programs</MenuItem>
      {hasHiddenColumns && (
        <>
          <MenuSeparator />
          <MenuLabel>With the hidden columns</MenuLabel>
          <MenuItem onSelect={() => onExport('csv', 'all')}>CSV, every column</MenuItem>
          <MenuItem onSelect={() => onExport('json', 'all')}>JSON, every column</MenuItem>
        </>
      )}
    </Menu>
  )
}
