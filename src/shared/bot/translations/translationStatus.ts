import { sourceHash } from './sourceHash'
import type { TranslatableText } from './translatableTexts'
import type { TranslationsSettings } from './translationsSettings'

export type TranslationState = 'translated' | 'outdated' | 'missing'

/**
 * Whether `text` has a translation in `language` (its own texts only, no borrowing from the base
 * language: the panel shows what translators still owe), and whether its source changed since.
 */
export function translationState(translations: TranslationsSettings | undefined, language: string, text: TranslatableText): TranslationState {
  const entry = Object.entries(translations?.texts ?? {}).find(([code]) => code.toLowerCase() === language.toLowerCase())?.[1]?.[text.key]
  if (!entry || entry.text.trim() === '') return 'missing'
  return entry.sourceHash && entry.sourceHash !== sourceHash(text.source) ? 'outdated' : 'translated'
}

/** Counts per state, for the panel's summary line of each language. */
export function translationCounts(translations: TranslationsSettings | undefined, language: string, texts: TranslatableText[]) {
  const counts: Record<TranslationState, number> = { translated: 0, outdated: 0, missing: 0 }
  for (const text of texts) counts[translationState(translations, language, text)] += 1
  return counts
}
