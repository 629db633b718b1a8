import type { Group } from '../group'
import type { Settings } from '../settings'
import { markdownToRichText } from '../richText/markdownToRichText'
import { blockTextFields, systemMessageNames } from './translatableTexts'
import { botLanguages, type TranslatedText, type TranslationsSettings } from './translationsSettings'

type Obj = Record<string, unknown>
type Translations = Record<string, TranslatedText>

const baseOf = (tag: string) => tag.split('-')[0].toLowerCase()

/** The stored texts of `tag` (tags compared case-insensitively). */
function textsOf(translations: TranslationsSettings | undefined, tag: string): Translations | undefined {
  const entry = Object.entries(translations?.texts ?? {}).find(([code]) => code.toLowerCase() === tag.toLowerCase())
  return entry?.[1]
}

/**
 * Where a text of `language` comes from, best first: the language's own texts, then its base
 * language's (`fr-CA` borrows from `fr`); a key found in neither keeps the source text.
 */
export function translationChain(translations: TranslationsSettings | undefined, language: string): Translations[] {
  const chain = [textsOf(translations, language)]
  if (baseOf(language) !== language.toLowerCase()) chain.push(textsOf(translations, baseOf(language)))
  return chain.filter((texts): texts is Translations => texts !== undefined)
}

/** The translation of `key` in `language`, or undefined (blank translations count as missing). */
export function translatedText(translations: TranslationsSettings | undefined, language: string, key: string): string | undefined {
  for (const texts of translationChain(translations, language)) {
    const text = texts[key]?.text
    if (text !== undefined && text.trim() !== '') return text
  }
  return undefined
}

/** Sets `path` under `target`, creating the objects on the way (a default label becomes explicit). */
function writePath(target: Obj, path: string[], value: unknown) {
  let at = target
  for (const key of path.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {}
    at = at[key] as Obj
  }
  at[path.at(-1)!] = value
}

const paragraphs = (markdown: string) => markdownToRichText(markdown).map((children) => ({ type: 'p', children }))

function localizeItems(block: Obj, find: (key: string) => string | undefined) {
  if (!Array.isArray(block.items)) return
  for (const item of block.items as Obj[]) {
    for (const field of ['content', 'title', 'description']) {
      const text = find(`${block.id as string}.items.${item.id as string}.${field}`)
      if (text === undefined || typeof item[field] !== 'string') continue
      // The answer a choice saves stays the source text (unless the item has its own value), so
      // results, variables and conditions read the same whatever language the visitor chose.
      if (field !== 'description' && block.type !== 'cards' && item.value === undefined) item.value = item[field]
      item[field] = text
    }
    for (const path of Array.isArray(item.paths) ? (item.paths as Obj[]) : []) {
      const text = find(`${block.id as string}.items.${item.id as string}.paths.${path.id as string}.text`)
      if (text !== undefined) path.text = text
    }
  }
}

function localizeGroups(groups: Group[], find: (key: string) => string | undefined): Group[] {
  const copy = structuredClone(groups)
  for (const group of copy) {
    for (const block of group.blocks as unknown as Obj[]) {
      const id = block.id as string
      const type = block.type as string
      if (type === 'text') {
        const text = find(`${id}.content`)
        if (text !== undefined && block.content) (block.content as Obj).richText = paragraphs(text)
      }
      for (const { field, path } of blockTextFields(type)) {
        const text = find(`${id}.${field}`)
        // An image without content shows nothing: its description is not made up.
        if (text !== undefined && !(type === 'image' && !block.content)) writePath(block, path, text)
      }
      localizeItems(block, find)
    }
  }
  return copy
}

function localizeSettings(settings: Settings, find: (key: string) => string | undefined): Settings {
  const messages: Record<string, string> = { ...settings.general?.systemMessages }
  let changed = false
  for (const name of systemMessageNames) {
    const text = find(`system.${name}`)
    if (text === undefined) continue
    messages[name] = text
    changed = true
  }
  return changed ? { ...settings, general: { ...settings.general, systemMessages: messages } } : settings
}

/** Is `language` the bot's source language (nothing to translate)? */
export const isSourceLanguage = (translations: TranslationsSettings | undefined, language: string) =>
  botLanguages(translations)[0].toLowerCase() === language.toLowerCase()

/**
 * The bot as a visitor of `language` reads it: every text with a translation (the language's own,
 * else its base language's) replaced, the rest in the source language. The input is not changed;
 * keys of texts that no longer exist are ignored. Ids, edges and values stay as they are, so answers
 * still follow the same edges in every language.
 */
export function localizeBot<T extends { groups: Group[]; settings: Settings }>(bot: T, language: string): T {
  const translations = bot.settings.translations
  if (isSourceLanguage(translations, language) || translationChain(translations, language).length === 0) return bot
  const find = (key: string) => translatedText(translations, language, key)
  return { ...bot, groups: localizeGroups(bot.groups, find), settings: localizeSettings(bot.settings, find) }
}
