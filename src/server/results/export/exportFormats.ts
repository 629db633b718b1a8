import { cellText, latestAnswers, type Result, type ResultCell, type ResultColumn, type ResultExportFormat, resultCell } from '../../../shared/result'
import { zoneOffset } from '../timeRange'
import { csvRecord, utf8Bom } from './csv'

/** Writes a file in pieces: the opening, one piece per run of results in file order, the closing. */
export type ExportWriter = {
  contentType: string
  extension: string
  /** The variables the file shows, when it needs only some of them. */
  variableIds?: string[]
  start: () => string
  /** `isFirst`: these results open the file (nothing was written after the opening yet). */
  page: (results: Result[], isFirst: boolean) => string
  end: () => string
}

/** What a writer is made from: plain data, so the render worker makes the same writer as the route. */
export type ExportFormat = { format: ResultExportFormat; columns: ResultColumn[]; timeZone: string }

export const exportWriter = ({ format, columns, timeZone }: ExportFormat): ExportWriter => (format === 'json' ? jsonWriter(columns) : csvWriter(columns, timeZone))

const QUARTER_HOUR = 15 * 60 * 1000
const pad = (n: number) => String(n).padStart(2, '0')

/**
 * `YYYY-MM-DD HH:mm:ss` in a zone: the form spreadsheets read as a date and time. Zones change
 * offset only on quarter hours, so the offset is asked of Intl once per quarter hour (Intl is slow
 * enough to matter at 100,000 rows).
 */
function wallClockFormatter(timeZone: string) {
  const offsets = new Map<number, number>()
  return (iso: string) => {
    const instant = Date.parse(iso)
    const quarter = Math.floor(instant / QUARTER_HOUR)
    let offset = offsets.get(quarter)
    if (offset === undefined) offsets.set(quarter, (offset = zoneOffset(instant, timeZone)))
    const wall = new Date(instant + offset)
    return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}:${pad(wall.getUTCSeconds())}`
  }
}

/** CSV: the submission time in the request's zone, then each column's text, as the table shows it. */
function csvWriter(columns: ResultColumn[], timeZone: string): ExportWriter {
  const wallClock = wallClockFormatter(timeZone)
  return {
    contentType: 'text/csv; charset=utf-8',
    extension: 'csv',
    variableIds: columns.flatMap((column) => (column.kind === 'variable' ? [column.variableId] : [])),
    start: () => utf8Bom + csvRecord([`Submitted at (${timeZone})`, ...columns.map((column) => column.label)]),
    page: (results) =>
      results
        .map((result) => {
          const answers = latestAnswers(result)
          return csvRecord([wallClock(result.createdAt), ...columns.map((column) => cellText(resultCell(column, result, answers)))])
        })
        .join(''),
    end: () => '',
  }
}

const jsonValue = (cell: ResultCell) => (cell.kind === 'text' ? cell.text : cell.kind === 'list' ? cell.items : cell.urls)

/** JSON: an array of the API's results, each with `columns` (label → value) as the table shows it; a line per result. */
function jsonWriter(columns: ResultColumn[]): ExportWriter {
  return {
    contentType: 'application/json; charset=utf-8',
    extension: 'json',
    start: () => '[',
    page: (results, isFirst) =>
      results
        .map((result, i) => {
          const answers = latestAnswers(result)
          const cells = columns.flatMap((column) => {
            const cell = resultCell(column, result, answers)
            return cell ? [[column.label, jsonValue(cell)]] : []
          })
          return `${isFirst && i === 0 ? '' : ','}\n${JSON.stringify({ ...result, columns: Object.fromEntries(cells) })}`
        })
        .join(''),
    end: () => '\n]\n',
  }
}
