import type { totalRowsToExtractOptions } from '../../../../../shared/bot/blocks'

/** A data row of a sheet: its 1-based number in the sheet (the header is row 1) and its cells. */
export type SheetRow = { rowNumber: number; cells: string[] }
/** A sheet read whole: the column names of its first row, then its data rows. */
export type SheetTable = { header: string[]; rows: SheetRow[] }

/** Splits the values the API returned into the header (trimmed names) and numbered data rows. */
export function toTable(values: string[][]): SheetTable {
  const [header = [], ...rows] = values
  return { header: header.map((name) => name.trim()), rows: rows.map((cells, index) => ({ rowNumber: index + 2, cells })) }
}

/** A row's value in a column: empty text for an empty cell, null when the sheet has no such column. */
export function cellOf(table: SheetTable, row: SheetRow, column: string | undefined): string | null {
  const index = column === undefined ? -1 : table.header.indexOf(column.trim())
  return index < 0 ? null : (row.cells[index] ?? '')
}

/**
 * A row with the given columns set: the cells of `base` (padded to the header) with each named
 * column replaced. Columns the header lacks are returned apart, so the caller can report them.
 */
export function withCells(header: string[], base: string[], values: Record<string, string>): { row: string[]; unknownColumns: string[] } {
  const row = header.map((_, index) => base[index] ?? '')
  const unknownColumns: string[] = []
  for (const [column, value] of Object.entries(values)) {
    const index = header.indexOf(column.trim())
    if (index < 0) unknownColumns.push(column)
    else row[index] = value
  }
  return { row, unknownColumns }
}

/** The rows "Get data from sheet" keeps of the matching ones (`random` in [0, 1)). */
export function pickRows<T>(rows: T[], total: (typeof totalRowsToExtractOptions)[number] | undefined, random: () => number): T[] {
  switch (total ?? 'All') {
    case 'All':
      return rows
    case 'First':
      return rows.slice(0, 1)
    case 'Last':
      return rows.slice(-1)
    case 'Random':
      return rows.length === 0 ? [] : [rows[Math.floor(random() * rows.length)]]
  }
}
