/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/
/**
 * A spreadsheet set to another separator (`;` in much of Europe, tabs, pipes) splits a field there,
 * so a formula character after one starts a cell of its own: `a;=cmd|' /C calc'!A0`.
 */
const formulaAfterSeparator = /[,;\t|]\s*["']?[=+\-@]/

/**
 * One CSV field: a leading apostrophe disarms a formula, at the start or after any separator a
 * reader might split on (OWASP's advice), then the field is quoted when it holds a separator, a
 * quote or a line break (so no reader splits it), quotes doubled (RFC 4180).
 */
export function csvField(value: string): string {
  const safe = formulaStart.test(value) || formulaAfterSeparator.test(value) ? `'${value}` : value
  return /[",;\t|\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** One CSV record, ended by CRLF as RFC 4180 and Excel expect. */
export const csvRecord = (fields: string[]) => `${fields.map(csvField).join(',')}\r\n`

/** Excel reads a CSV file as UTF-8 only when it starts with a byte order mark. */
export const utf8Bom = '\uFEFF'
