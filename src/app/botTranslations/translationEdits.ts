import { sourceHash, type TranslatableText, type TranslationsSettings } from '@/shared/bot/translations'

// Named edits of `settings.translations`, pure: (translations, args) => translations.

type T = TranslationsSettings

/** Adds a target language (ignored when the bot already has it, the source included). */
export function addLanguage(translations: T | undefined, code: string): T {
  const current = translations ?? {}
  const taken = [current.sourceLanguage ?? 'en', ...(current.languages ?? []).map((language) => language.code)]
  if (taken.some((tag) => tag.toLowerCase() === code.toLowerCase())) return current
  return { ...current, languages: [...(current.languages ?? []), { code }] }
}

/** Removes a target language and its texts. */
export function removeLanguage(translations: T | undefined, code: string): T {
  const current = translations ?? {}
  const texts = Object.fromEntries(Object.entries(current.texts ?? {}).filter(([tag]) => tag.toLowerCase() !== code.toLowerCase()))
  const languages = (current.languages ?? []).filter((language) => language.code.toLowerCase() !== code.toLowerCase())
  return { ...current, languages, texts, ...(current.defaultLanguage?.toLowerCase() === code.toLowerCase() && { defaultLanguage: undefined }) }
}

/** Writes (or, when blank, removes) the translation of `text` in `language`, made from its current source. */
export function setTranslation(translations: T | undefined, language: string, text: TranslatableText, value: string): T {
  const current = translations ?? {}
  const own = { ...current.texts?.[language] }
  if (value === '') delete own[text.key]
  else own[text.key] = { text: value, sourceHash: sourceHash(text.source) }
  return { ...current, texts: { ...current.texts, [language]: own } }
}

/** Marks an outdated translation as still right for the current source. */
export function confirmTranslation(translations: T | undefined, language: string, text: TranslatableText): T {
  const entry = translations?.texts?.[language]?.[text.key]
  return entry ? setTranslation(translations, language, text, entry.text) : (translations ?? {})
}
