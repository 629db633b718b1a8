import type { HttpPort } from '../../../ports'
import { googleTimeoutMs } from './googleApis'

/** A tab of the spreadsheet: its numeric id (the URL's `gid`) and its title. */
type SheetProperties = { sheetId: number; title: string }

/** `'My sheet'!A2:C2`: titles are quoted, a quote inside doubled (A1 notation). */
const a1 = (title: string, cells?: string) => `'${title.replace(/'/g, "''")}'${cells ? `!${cells}` : ''}`

/** Column letters of a 1-based index: 1 → A, 27 → AA. */
export function columnLetters(index: number): string {
  let letters = ''
  for (let rest = index; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters
  return letters
}

/**
 * The few calls of the Sheets v4 API the block makes (spreadsheet properties, values get, append,
 * update), with the access token, through the engine's HTTP port. An error answer throws with
 * Google's message.
 */
export function sheetsApi(http: HttpPort, baseUrl: string, spreadsheetId: string, accessToken: string) {
  const spreadsheetUrl = `${baseUrl.replace(/\/$/, '')}/v4/spreadsheets/${encodeURIComponent(spreadsheetId)}`
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await http.request({
      url: `${spreadsheetUrl}${path}`,
      method,
      headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
      timeoutMs: googleTimeoutMs,
    })
    let answer: Record<string, unknown> = {}
    try {
      answer = JSON.parse(response.body)
    } catch {
      // Not JSON: the status says what went wrong.
    }
    if (response.status >= 400) {
      const message = (answer.error as { message?: unknown } | undefined)?.message
      throw new Error(`Google Sheets answered ${response.status}${typeof message === 'string' ? `: ${message}` : ''}`)
    }
    return answer
  }
  const values = (range: string, query = '') => `/values/${encodeURIComponent(range)}${query}`
  const writeOptions = '?valueInputOption=USER_ENTERED'

  return {
    sheets: async (): Promise<SheetProperties[]> => {
      const answer = await call('GET', '?fields=sheets.properties(sheetId,title)')
      const sheets = Array.isArray(answer.sheets) ? (answer.sheets as { properties?: SheetProperties }[]) : []
      return sheets.flatMap((sheet) => (sheet.properties ? [sheet.properties] : []))
    },
    /** Every row of the tab, as text (formatted as the sheet shows it). */
    read: async (title: string): Promise<string[][]> => {
      const answer = await call('GET', values(a1(title)))
      return Array.isArray(answer.values) ? (answer.values as unknown[][]).map((row) => row.map((cell) => String(cell ?? ''))) : []
    },
    append: (title: string, row: string[]) =>
      call('POST', values(a1(title), `:append${writeOptions}&insertDataOption=INSERT_ROWS`), { majorDimension: 'ROWS', values: [row] }),
    /** Overwrites row `rowNumber` (1-based, the header is row 1) from column A. */
    update: (title: string, rowNumber: number, row: string[]) => {
      const range = a1(title, `A${rowNumber}:${columnLetters(Math.max(row.length, 1))}${rowNumber}`)
      return call('PUT', values(range, writeOptions), { range, majorDimension: 'ROWS', values: [row] })
    },
  }
}
export type SheetsApi = ReturnType<typeof sheetsApi>

/**
 * The tab the block names: Typebot stores its numeric id (the URL's `gid`); a title is accepted
 * too, since that is what a person reads on the tab.
 */
export async function findSheetTitle(api: SheetsApi, sheetId: string): Promise<string | undefined> {
  const sheets = await api.sheets()
  return (sheets.find((sheet) => String(sheet.sheetId) === sheetId.trim()) ?? sheets.find((sheet) => sheet.title === sheetId))?.title
}
