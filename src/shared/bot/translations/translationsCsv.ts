import type { TranslatableText } from './translatableTexts'
import { mergeImported, storedText, type ImportedEntry, type ImportIssue, type ImportReport } from './translationFile'
import type { TranslationsSettings } from './translationsSettings'

// CSV for translators (RFC 4180: comma separated, double quotes, CRLF): `key,context,source,<lang>…`.

const formulaStart = /^[=+\-@\t\r]/

/** One field; a leading apostrophe keeps spreadsheets from running a cell as a formula. */
function field(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** Undoes `field`'s apostrophe (only before a formula character, where export put one). */
const unguard = (value: string) => (value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value)

/** The texts of the bot and their translations in `languages`, one row per text. */
export function translationsToCsv(texts: TranslatableText[], translations: TranslationsSettings | undefined, languages: string[]): string {
  const header = ['key', 'context', 'source', ...languages]
  const rows = texts.map((text) => [text.key, text.label, text.source, ...languages.map((language) => storedText(translations, language, text.key))])
  return '\uFEFF' + [header, ...rows].map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'
}

type CsvRecord = { line: number; cells: string[] }

/** Records of a CSV text with the line each starts on; an unclosed quote is an issue, not a crash. */
export function parseCsv(input: string): { records: CsvRecord[]; issues: ImportIssue[] } {
  const text = input.replace(/^\uFEFF/, '')
  const records: CsvRecord[] = []
  let cells: string[] = []
  let cell = ''
  let line = 1
  let recordLine = 1
  let quoted = false
  let quoteLine = 0
  let i = 0
  const endRecord = () => {
    cells.push(cell)
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells })
    cells = []
    cell = ''
  }
  while (i < text.length) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 2
        continue
      }
      if (char === '"') quoted = false
      else {
        if (char === '\n') line += 1
        cell += char
      }
      i += 1
      continue
    }
    if (char === '"' && cell === '') {
      quoted = true
      quoteLine = line
    } else if (char === ',') {
      cells.push(cell)
      cell = ''
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i += 1
      endRecord()
      line += 1
      recordLine = line
    } else cell += char
    i += 1
  }
  if (quoted) return { records, issues: [{ line: quoteLine, message: 'A quoted field is never closed (missing ")' }] }
  if (cell !== '' || cells.length > 0) endRecord()
  return { records, issues: [] }
}

/**
 * Reads a translations CSV back: a `key` column, an optional `source` column (the text the
 * translator saw: a different one flags the translation outdated), and one column per language.
 */
export function importTranslationsCsv(
  input: string,
  texts: TranslatableText[],
  translations: TranslationsSettings | undefined,
  languages: string[],
): ImportReport {
  const { records, issues } = parseCsv(input)
  const empty = { texts: translations?.texts ?? {}, applied: 0, outdated: 0 }
  if (issues.length > 0) return { ...empty, issues }
  const [header, ...rows] = records
  if (!header) return { ...empty, issues: [{ line: 0, message: 'The file is empty' }] }
  const names = header.cells.map((name) => name.trim())
  const keyColumn = names.findIndex((name) => name.toLowerCase() === 'key')
  if (keyColumn < 0) return { ...empty, issues: [{ line: header.line, message: 'The first line needs a "key" column' }] }
  const sourceColumn = names.findIndex((name) => name.toLowerCase() === 'source')
  const languageColumns = names
    .map((name, index) => ({ name, index }))
    .filter(({ name, index }) => index !== keyColumn && index !== sourceColumn && name.toLowerCase() !== 'context' && name !== '')
  if (languageColumns.length === 0) return { ...empty, issues: [{ line: header.line, message: 'No language column (such as "fr") after key and source' }] }
  const headerIssues: ImportIssue[] = []
  const known = languageColumns.filter(({ name }) => {
    const isKnown = languages.some((tag) => tag.toLowerCase() === name.toLowerCase())
    if (!isKnown) headerIssues.push({ line: header.line, message: `Column "${name}" is not a language of this bot; add it first` })
    return isKnown
  })
  const entries: ImportedEntry[] = []
  const seen = new Map<string, number>()
  for (const row of rows) {
    const key = (row.cells[keyColumn] ?? '').trim()
    if (!key) {
      headerIssues.push({ line: row.line, message: 'No key on this line' })
      continue
    }
    if (seen.has(key)) {
      headerIssues.push({ line: row.line, message: `Key "${key}" is already on line ${seen.get(key)}` })
      continue
    }
    seen.set(key, row.line)
    const fileSource = sourceColumn >= 0 ? unguard(row.cells[sourceColumn] ?? '') : undefined
    for (const { name, index } of known)
      entries.push({ line: row.line, language: name, key, text: unguard(row.cells[index] ?? ''), fileSource: fileSource || undefined })
  }
  return mergeImported(translations, texts, languages, entries, headerIssues)
}
