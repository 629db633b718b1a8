import { describe, expect, it } from 'vitest'
import {
  chooseLanguage,
  localizeBot,
  matchLanguage,
  parseAcceptLanguage,
  sourceHash,
  translatableTexts,
  translationState,
  type TranslationsSettings,
} from '../../src/shared/bot/translations'
import { settingsSchema } from '../../src/shared/bot/settings'
import type { Group } from '../../src/shared/bot/group'

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- reading localized blocks field by field
type Block = Record<string, any>

const at = { x: 0, y: 0 }
const groups = [
  {
    id: 'g1',
    title: 'Welcome',
    graphCoordinates: at,
    blocks: [
      { id: 'hello', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hello ' }, { text: '{{Name}}', bold: true }] }] } },
      { id: 'ask', type: 'text input', options: { labels: { button: 'Go' } } },
      { id: 'mail', type: 'email input' },
      { id: 'pick', type: 'choice input', items: [{ id: 'yes', content: 'Yes' }, { id: 'no', content: 'No' }] },
    ],
  },
] as unknown as Group[]

describe('language choice', () => {
  const available = ['en', 'fr', 'pt-BR']
  it('takes the exact tag, then the base language, then a regional variant, else nothing', () => {
    expect(matchLanguage('pt-BR', available)).toBe('pt-BR')
    expect(matchLanguage('FR', available)).toBe('fr')
    expect(matchLanguage('fr-CA', available)).toBe('fr')
    expect(matchLanguage('pt', available)).toBe('pt-BR')
    expect(matchLanguage('de-DE', available)).toBeUndefined()
    expect(matchLanguage('*', available)).toBeUndefined()
  })

  it('reads Accept-Language by quality, dropping q=0 and wildcards', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr-CH, fr;q=0.9, *;q=0.1, it;q=0')).toEqual(['fr-CH', 'fr', 'de'])
    expect(parseAcceptLanguage(undefined)).toEqual([])
  })

  const translations: TranslationsSettings = { sourceLanguage: 'en', languages: [{ code: 'fr' }, { code: 'de' }], defaultLanguage: 'de' }
  it('prefers the URL parameter, then the variable, then the browser, then the default', () => {
    const all = { urlLanguage: 'fr', variableValue: 'de', browserLanguages: ['en-US'] }
    expect(chooseLanguage(translations, all)).toEqual({ language: 'fr', source: 'url' })
    expect(chooseLanguage(translations, { ...all, urlLanguage: 'xx' })).toEqual({ language: 'de', source: 'variable' })
    expect(chooseLanguage(translations, { ...all, urlLanguage: undefined, variableValue: null })).toEqual({ language: 'en', source: 'browser' })
    expect(chooseLanguage(translations, { browserLanguages: ['ja', 'fr-BE'] })).toEqual({ language: 'fr', source: 'browser' })
    expect(chooseLanguage(translations, { browserLanguages: ['ja'] })).toEqual({ language: 'de', source: 'default' })
    expect(chooseLanguage({ languages: [{ code: 'fr' }] }, {})).toEqual({ language: 'en', source: 'default' })
  })
})

describe('translatable texts', () => {
  const texts = translatableTexts({ groups, settings: {} })
  const byKey = Object.fromEntries(texts.map((text) => [text.key, text]))

  it('lists bubbles as Markdown, labels, placeholders, choices and retry texts under block and item keys', () => {
    expect(byKey['hello.content']).toMatchObject({ source: 'Hello **{{Name}}**', kind: 'bubble', isDefault: false })
    expect(byKey['ask.placeholder']).toMatchObject({ source: 'Your answer…', isDefault: true, kind: 'placeholder' })
    expect(byKey['ask.button']).toMatchObject({ source: 'Go', isDefault: false, kind: 'label' })
    expect(byKey['mail.retryMessage']).toMatchObject({ kind: 'validation', isDefault: true })
    expect(byKey['pick.items.yes.content']).toMatchObject({ source: 'Yes', kind: 'choice' })
    expect(byKey['system.invalidMessage']).toMatchObject({ kind: 'system', source: "That answer isn't valid. Please try again." })
  })

  it('leaves out the button of a single choice and the search box of a list without search', () => {
    expect(byKey['pick.button']).toBeUndefined()
    expect(byKey['pick.searchPlaceholder']).toBeUndefined()
  })
})

describe('localizeBot', () => {
  const settings = settingsSchema.parse({
    translations: {
      sourceLanguage: 'en',
      languages: [{ code: 'fr' }, { code: 'fr-CA' }],
      texts: {
        fr: {
          'hello.content': { text: 'Bonjour **{{Name}}**' },
          'ask.placeholder': { text: 'Votre réponse…' },
          'pick.items.yes.content': { text: 'Oui' },
          'system.invalidMessage': { text: 'Réponse invalide.' },
          'gone.content': { text: 'Texte d’un bloc supprimé' },
        },
        'fr-CA': { 'ask.button': { text: 'Envoyer' } },
      },
    },
  })
  const bot = { groups, settings }

  it('replaces translated texts and keeps the source where none exists', () => {
    const french = localizeBot(bot, 'fr')
    const blocks = french.groups[0].blocks as unknown as Block[]
    expect(blocks[0].content.richText).toEqual([{ type: 'p', children: [{ text: 'Bonjour ' }, { text: '{{Name}}', bold: true }] }])
    expect(blocks[1].options).toEqual({ labels: { button: 'Go', placeholder: 'Votre réponse…' } })
    expect(blocks[3].items).toEqual([{ id: 'yes', content: 'Oui', value: 'Yes' }, { id: 'no', content: 'No' }])
    expect(french.settings.general?.systemMessages?.invalidMessage).toBe('Réponse invalide.')
  })

  it('borrows from the base language for texts a regional language lacks', () => {
    const canadian = localizeBot(bot, 'fr-CA')
    const blocks = canadian.groups[0].blocks as unknown as Block[]
    expect(blocks[1].options.labels).toEqual({ button: 'Envoyer', placeholder: 'Votre réponse…' })
  })

  it('returns the bot itself for the source language and never changes its input', () => {
    const before = structuredClone(bot)
    expect(localizeBot(bot, 'en')).toBe(bot)
    localizeBot(bot, 'fr')
    expect(bot).toEqual(before)
  })
})

describe('translation state', () => {
  const text = { key: 'ask.button', source: 'Go', isDefault: false, kind: 'label' as const, label: '' }
  it('is missing, translated, or outdated once the source changed', () => {
    expect(translationState(undefined, 'fr', text)).toBe('missing')
    expect(translationState({ texts: { fr: { 'ask.button': { text: ' ' } } } }, 'fr', text)).toBe('missing')
    expect(translationState({ texts: { fr: { 'ask.button': { text: 'Aller', sourceHash: sourceHash('Go') } } } }, 'fr', text)).toBe('translated')
    expect(translationState({ texts: { fr: { 'ask.button': { text: 'Aller', sourceHash: sourceHash('Run') } } } }, 'fr', text)).toBe('outdated')
  })

  it('refuses language tags that are not tags', () => {
    expect(settingsSchema.safeParse({ translations: { languages: [{ code: 'french!' }] } }).success).toBe(false)
  })
})
