import type { SheetCell } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { merge } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { VariablePicker } from '../../pickers/VariablePicker'

type CellsProps = { value: SheetCell[] | undefined; onChange: (cells: SheetCell[] | undefined) => void; addLabel: string }

/** Columns and the values written into them (a column is named as in the sheet's first row). */
export function SheetCellsEditor({ value = [], onChange, addLabel }: CellsProps) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={(cell) => cell.id}
      rowLabel={(index) => `cell ${index + 1}`}
      create={(): SheetCell => ({ id: createId() })}
      addLabel={addLabel}
      emptyText="No cell yet."
      renderRow={(cell, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Column of cell ${index + 1}`} placeholder="Column" value={cell.column} onChange={(column) => update(merge(cell, { column }) ?? { id: cell.id })} />
          </div>
          <div className="min-w-0 flex-1">
            <TemplatedInput aria-label={`Value of cell ${index + 1}`} placeholder="{{Email}}" value={cell.value} onChange={(next) => update(merge(cell, { value: next }) ?? { id: cell.id })} withVariables />
          </div>
        </>
      )}
    />
  )
}

type ExtractingCell = { id: string; column?: string; variableId?: string }
type ExtractProps = { value: ExtractingCell[] | undefined; onChange: (cells: ExtractingCell[] | undefined) => void }

/** Columns read from the matching rows, each into a variable (a list when several rows match). */
export function CellsToExtractEditor({ value = [], onChange }: ExtractProps) {
  return (
    <RowsEditor
      rows={value}
      onChange={onChange}
      keyOf={(cell) => cell.id}
      rowLabel={(index) => `column ${index + 1}`}
      create={(): ExtractingCell => ({ id: createId() })}
      addLabel="Add a column"
      emptyText="No column read yet."
      renderRow={(cell, index, update) => (
        <>
          <div className="w-2/5 shrink-0">
            <TemplatedInput aria-label={`Column ${index + 1}`} placeholder="Column" value={cell.column} onChange={(column) => update(merge(cell, { column }) ?? { id: cell.id })} />
          </div>
          <div className="min-w-0 flex-1">
            <VariablePicker aria-label={`Variable of column ${index + 1}`} value={cell.variableId} onChange={(variableId) => update(merge(cell, { variableId }) ?? { id: cell.id })} />
          </div>
        </>
      )}
    />
  )
}
