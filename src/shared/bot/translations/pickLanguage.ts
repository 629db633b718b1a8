import { botLanguages, type TranslationsSettings } from './translationsSettings'

const baseOf = (tag: string) => tag.split('-')[0].toLowerCase()

/**
 * The bot language that serves a visitor asking for `requested`, or undefined: the exact tag, then
 * the base language (`fr-CA` → `fr`), then a regional variant of the same language (`fr` → `fr-CA`).
 */
export function matchLanguage(requested: string, available: string[]): string | undefined {
  const wanted = requested.trim().toLowerCase()
  if (!wanted || wanted === '*') return undefined
  return (
    available.find((tag) => tag.toLowerCase() === wanted) ??
    available.find((tag) => tag.toLowerCase() === baseOf(wanted)) ??
    available.find((tag) => baseOf(tag) === baseOf(wanted))
  )
}

/** Tags of an `Accept-Language` header, most wanted first (`q=0` means "not this one"). */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return []
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0 && /^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$/.test(tag))
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

export type LanguageSource = 'url' | 'variable' | 'browser' | 'default'

export type LanguageRequest = {
  /** The `lang` URL parameter of the chat page (or the switcher's choice kept by the page). */
  urlLanguage?: string
  /** Value of the bot's language variable, when it has one. */
  variableValue?: unknown
  /** The browser's languages (navigator.languages, else Accept-Language), most wanted first. */
  browserLanguages?: string[]
}

/**
 * The language of a session, chosen once at start: the URL parameter, then the language variable,
 * then the browser's languages in order, then the bot's default language (else its source).
 */
export function chooseLanguage(translations: TranslationsSettings | undefined, request: LanguageRequest): { language: string; source: LanguageSource } {
  const available = botLanguages(translations)
  const pick = (tag: unknown) => (typeof tag === 'string' ? matchLanguage(tag, available) : undefined)
  const fromUrl = pick(request.urlLanguage)
  if (fromUrl) return { language: fromUrl, source: 'url' }
  const fromVariable = pick(request.variableValue)
  if (fromVariable) return { language: fromVariable, source: 'variable' }
  for (const tag of request.browserLanguages ?? []) {
    const fromBrowser = pick(tag)
    if (fromBrowser) return { language: fromBrowser, source: 'browser' }
  }
  return { language: pick(translations?.defaultLanguage) ?? available[0], source: 'default' }
}
