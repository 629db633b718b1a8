import { sourceHash } from './sourceHash'
import type { TranslatableText } from './translatableTexts'
import type { TranslatedText, TranslationsSettings } from './translationsSettings'

/** A problem found in an imported file, with the line it is on (1-based; 0 = the whole file). */
export type ImportIssue = { line: number; message: string }

/** One translation read from a file. `fileSource` = the source text the translator saw, when given. */
export type ImportedEntry = { line: number; language: string; key: string; text: string; fileSource?: string }

/** What an import would change, and what it refused. */
export type ImportReport = {
  texts: NonNullable<TranslationsSettings['texts']>
  /** Translations written. */
  applied: number
  /** Written, but made from another source text than the flow's current one: flagged outdated. */
  outdated: number
  issues: ImportIssue[]
}

/**
 * Merges imported entries into the bot's texts. Unknown keys and languages the bot does not have
 * are reported with their line, not written; an empty cell leaves the existing translation alone.
 */
export function mergeImported(
  translations: TranslationsSettings | undefined,
  texts: TranslatableText[],
  languages: string[],
  entries: ImportedEntry[],
  issues: ImportIssue[],
): ImportReport {
  const byKey = new Map(texts.map((text) => [text.key, text]))
  const merged: Record<string, Record<string, TranslatedText>> = {}
  for (const [language, values] of Object.entries(translations?.texts ?? {})) merged[language] = { ...values }
  let applied = 0
  let outdated = 0
  const reported = new Set<string>()
  const reportOnce = (issue: ImportIssue) => {
    const id = `${issue.line}:${issue.message}`
    if (!reported.has(id)) issues.push(issue)
    reported.add(id)
  }
  for (const entry of entries) {
    const text = byKey.get(entry.key)
    if (!text) {
      reportOnce({ line: entry.line, message: `Unknown key "${entry.key}": no such text in this bot` })
      continue
    }
    const language = languages.find((tag) => tag.toLowerCase() === entry.language.toLowerCase())
    if (!language) {
      reportOnce({ line: entry.line, message: `"${entry.language}" is not a language of this bot; add it first` })
      continue
    }
    if (entry.text.trim() === '') continue
    const madeFrom = entry.fileSource ?? text.source
    if (madeFrom !== text.source) outdated += 1
    const existing = Object.keys(merged).find((code) => code.toLowerCase() === language.toLowerCase()) ?? language
    merged[existing] = { ...merged[existing], [entry.key]: { text: entry.text, sourceHash: sourceHash(madeFrom) } }
    applied += 1
  }
  return { texts: merged, applied, outdated, issues: issues.sort((a, b) => a.line - b.line) }
}

/** The translation of `key` in `language` as stored (exact language only), or ''. */
export function storedText(translations: TranslationsSettings | undefined, language: string, key: string): string {
  const entry = Object.entries(translations?.texts ?? {}).find(([code]) => code.toLowerCase() === language.toLowerCase())?.[1]
  return entry?.[key]?.text ?? ''
}
