import { z } from 'zod'

// Translations of a bot (issue 14, item 2): one flow, its visitor-facing texts per language. They live
// in `settings.translations`, beside Typebot's settings, so GET/PATCH keep the spec's shapes and a
// Typebot export (which has none) imports unchanged.

/** A BCP 47 tag as browsers send them (`fr`, `fr-CA`, `zh-Hant-TW`); compared case-insensitively. */
export const languageTagSchema = z
  .string()
  .max(35)
  .regex(/^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/, 'Use a language tag such as "fr" or "pt-BR"')

/** Key of one translatable text: `<blockId>.<field>`, `<blockId>.items.<itemId>.<field>`, `system.<name>`. */
export const translationKeySchema = z.string().min(1).max(300)

export const translatedTextSchema = z.object({
  text: z.string().max(20_000),
  /** Hash of the source text this translation was made from: a different source flags it outdated. */
  sourceHash: z.string().max(16).optional(),
})
export type TranslatedText = z.infer<typeof translatedTextSchema>

export const maxTranslationLanguages = 30

export const translationsSettingsSchema = z.object({
  /** Language the flow's own texts are written in (default `en`). */
  sourceLanguage: languageTagSchema.optional(),
  /** Languages the texts are translated into, besides the source. */
  languages: z
    .array(z.object({ code: languageTagSchema, name: z.string().max(100).optional() }))
    .max(maxTranslationLanguages)
    .optional(),
  /** Language for visitors whose language the bot does not have (default: the source language). */
  defaultLanguage: languageTagSchema.optional(),
  /** A variable whose value (a language tag) picks the language, after the `lang` URL parameter. */
  languageVariableId: z.string().max(256).optional(),
  /** The chat page shows a language switcher when the bot has more than one language (default true). */
  isSwitcherEnabled: z.boolean().optional(),
  /** Translated texts by language tag, then by text key. */
  texts: z.record(languageTagSchema, z.record(translationKeySchema, translatedTextSchema)).optional(),
})
export type TranslationsSettings = z.infer<typeof translationsSettingsSchema>

export const defaultSourceLanguage = 'en'

/** Every language of the bot, the source first, each once (tags compared case-insensitively). */
export function botLanguages(translations: TranslationsSettings | undefined): string[] {
  const source = translations?.sourceLanguage ?? defaultSourceLanguage
  const seen = new Set([source.toLowerCase()])
  const languages = [source]
  for (const { code } of translations?.languages ?? []) {
    if (seen.has(code.toLowerCase())) continue
    seen.add(code.toLowerCase())
    languages.push(code)
  }
  return languages
}

/** A language's name in its own language ("français"), for switchers; the tag when unknown. */
export function languageName(tag: string, names?: { code: string; name?: string }[]): string {
  const given = names?.find((entry) => entry.code.toLowerCase() === tag.toLowerCase())?.name
  if (given) return given
  try {
    const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag)
    return name ? name.charAt(0).toLocaleUpperCase(tag) + name.slice(1) : tag
  } catch {
    return tag
  }
}
