/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/

/**
 * One CSV field: a leading apostrophe disarms a formula (OWASP's advice), then the field is quoted
 * when it holds a comma, a quote or a line break, quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One CSV record, ended by CRLF as RFC 4180 and Excel expect. */
export const csvRecord = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`

/** Excel reads a CSV file as UTF-8 only when it starts with a byte order mark. */
export const utf8Bom = '\uFEFF'
