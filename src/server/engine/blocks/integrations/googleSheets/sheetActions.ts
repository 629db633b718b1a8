import type { GoogleSheetsOptions, RowsFilter, SheetCell } from '../../../../../shared/bot/blocks'
import { writeVariable } from '../../../session/variables'
import { addLog } from '../../../walk/logs'
import { templateStrings, templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { hasComparison, matchingRows } from './rowFilter'
import type { SheetsApi } from './sheetsApi'
import { pickRows, toTable, withCells } from './sheetTable'

/** Column → templated value of the cells that name both (Typebot skips the others). */
async function cellValues(turn: Turn, cells: SheetCell[] | undefined): Promise<Record<string, string>> {
  const values: Record<string, string> = {}
  for (const cell of cells ?? []) if (cell.column && cell.value) values[cell.column] = await templateText(turn, cell.value)
  return values
}

/** The filter with its columns and values templated; an older export's `referenceCell` is a one-column equality. */
async function rowsFilter(turn: Turn, options: GoogleSheetsOptions): Promise<RowsFilter | undefined> {
  const { referenceCell, filter } = options
  const legacy = referenceCell && { comparisons: [{ id: referenceCell.id, column: referenceCell.column, comparisonOperator: 'Equal to' as const, value: referenceCell.value }] }
  const chosen = legacy ?? filter
  return chosen && templateStrings(turn, chosen)
}

const reportUnknownColumns = (turn: Turn, unknownColumns: string[]) => {
  if (unknownColumns.length > 0)
    addLog(turn, { status: 'error', description: 'Some columns are not in the sheet’s first row and were not written', details: unknownColumns.join(', ') })
}

/** Insert a row: the cells' values under their columns, appended after the sheet's last row. */
export async function insertRow(turn: Turn, api: SheetsApi, title: string, options: GoogleSheetsOptions) {
  const values = await cellValues(turn, options.cellsToInsert)
  if (Object.keys(values).length === 0) return addLog(turn, { status: 'error', description: 'Google Sheets block has no cell to insert' })
  const [header = []] = await api.read(title)
  const { row, unknownColumns } = withCells(header.map((name) => name.trim()), [], values)
  reportUnknownColumns(turn, unknownColumns)
  await api.append(title, row)
  addLog(turn, { status: 'success', description: `Inserted a row in ${title}` })
}

/** Update a row: every row matching the filter gets the cells' values; a filter is required, so no sheet is overwritten whole. */
export async function updateRows(turn: Turn, api: SheetsApi, title: string, options: GoogleSheetsOptions) {
  const values = await cellValues(turn, options.cellsToUpsert)
  const filter = await rowsFilter(turn, options)
  if (Object.keys(values).length === 0 || !hasComparison(filter))
    return addLog(turn, { status: 'error', description: 'Google Sheets block needs cells to update and a filter to find the rows' })
  const table = toTable(await api.read(title))
  const rows = await matchingRows(table, filter, turn.ports.sandbox)
  if (rows.length === 0) return addLog(turn, { status: 'info', description: 'No row matches the filter', details: JSON.stringify(filter) })
  for (const [index, match] of rows.entries()) {
    const { row, unknownColumns } = withCells(table.header, match.cells, values)
    if (index === 0) reportUnknownColumns(turn, unknownColumns)
    await api.update(title, match.rowNumber, row)
  }
  addLog(turn, { status: 'success', description: `Updated ${rows.length} row${rows.length === 1 ? '' : 's'} in ${title}` })
}

/**
 * Get data from sheet: the rows matching the filter (all rows without one), narrowed to the
 * first, last, a random one or all; each extracted column goes to its variable, as one value for
 * one row and as a list for several.
 */
export async function getRows(turn: Turn, api: SheetsApi, title: string, options: GoogleSheetsOptions) {
  const table = toTable(await api.read(title))
  const filter = await rowsFilter(turn, options)
  const rows = pickRows(await matchingRows(table, filter, turn.ports.sandbox), options.totalRowsToExtract, turn.ports.random)
  if (rows.length === 0) return addLog(turn, { status: 'info', description: 'No row matches the filter', details: JSON.stringify(filter ?? null) })
  const { variables } = currentBot(turn)
  for (const cell of options.cellsToExtract ?? []) {
    if (!cell.column) continue
    const index = table.header.indexOf(cell.column.trim())
    const values = rows.map((row) => (index < 0 ? null : (row.cells[index] ?? '')))
    writeVariable(variables, cell.variableId, values.length === 1 ? values[0] : values)
  }
}
