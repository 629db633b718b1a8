import { describe, expect, it } from 'vitest'
import { goBack, switchLanguage } from '../../src/server/engine'
import type { Settings } from '../../src/shared/bot/settings'
import { block, group, makeBot, text, variable } from './support/botBuilder'
import { reply, start, texts, valueOf } from './support/chat'
import { fakePorts } from './support/fakePorts'

const translations: Settings['translations'] = {
  sourceLanguage: 'en',
  languages: [{ code: 'fr' }],
  languageVariableId: 'lang',
  texts: {
    fr: {
      'hi.content': { text: 'Bonjour {{Name}} !' },
      'mail.placeholder': { text: 'Votre e-mail…' },
      'mail.button': { text: 'Envoyer' },
      'mail.retryMessage': { text: 'Cette adresse ne semble pas correcte.' },
      'pick.items.yes.content': { text: 'Oui' },
      'pick.button': { text: 'Valider' },
      'num.placeholder': { text: 'Un nombre…' },
      'bye.content': { text: 'Merci !' },
      'system.invalidMessage': { text: 'Réponse invalide, réessayez.' },
    },
  },
}

const bot = makeBot({
  variables: [variable('name', 'Name', 'Ada'), variable('lang', 'Language')],
  groups: [
    group('g1', [
      text('hi', 'Hello {{Name}}!'),
      block('mail', 'email input'),
      block('pick', 'choice input', { items: [{ id: 'yes', content: 'Yes' }, { id: 'no', content: 'No' }], options: { isMultipleChoice: true } }),
      block('num', 'number input', { options: { min: 1 } }),
      text('bye', 'Thanks!'),
    ]),
  ],
  startGroupId: 'g1',
  settings: { translations },
})

describe('translated chats', () => {
  it('speaks the browser language: bubbles, placeholders and button labels', async () => {
    const first = await start(bot, { language: { browserLanguages: ['fr-FR', 'en'] } })
    expect(texts(first)).toEqual(['Bonjour Ada !'])
    expect(first.response.input).toMatchObject({ id: 'mail', options: { labels: { placeholder: 'Votre e-mail…', button: 'Envoyer' } } })
    expect(first.state.language).toBe('fr')
  })

  it('answers an invalid reply with the translated retry text and invalid-answer message', async () => {
    const first = await start(bot, { language: { browserLanguages: ['fr'] } })
    expect(texts(await reply(first, 'not an email'))).toEqual(['Cette adresse ne semble pas correcte.'])
    const choice = await reply(first, 'ada@example.com')
    expect(choice.response.input).toMatchObject({ items: [{ id: 'yes', content: 'Oui' }, { id: 'no', content: 'No' }], options: { buttonLabel: 'Valider' } })
    // Typed in the visitor's language, the translated choice matches.
    const number = await reply(choice, 'Oui')
    // The answer is saved as the source text, the same in every language.
    expect(number.effects[0].answers).toEqual([expect.objectContaining({ blockId: 'pick', content: 'Yes' })])
    expect(number.response.input).toMatchObject({ id: 'num', options: { labels: { placeholder: 'Un nombre…' } } })
    expect(texts(await reply(number, '0'))).toEqual(['Réponse invalide, réessayez.'])
  })

  it('records the language on the run result and keeps source snapshots in the stored state', async () => {
    const first = await start(bot, { language: { browserLanguages: ['fr'] } })
    expect(first.effects[0].language).toBe('fr')
    expect(first.state.botsQueue[0].bot).toBe(bot)
    const next = await reply(first, 'ada@example.com')
    expect(next.effects[0].language).toBe('fr')
    expect(next.state.botsQueue[0].bot).toBe(bot)
  })

  it('prefers the lang parameter, then the language variable, over the browser', async () => {
    expect((await start(bot, { language: { urlLanguage: 'en', browserLanguages: ['fr'] } })).state.language).toBe('en')
    const byVariable = await start(bot, { prefilledVariables: { Language: 'fr' }, language: { browserLanguages: ['en'] } })
    expect(texts(byVariable)).toEqual(['Bonjour Ada !'])
    expect((await start(bot, { language: { browserLanguages: ['ja'] } })).state.language).toBe('en')
  })

  it('writes the language into the language variable when it is empty, and again on a switch', async () => {
    const first = await start(bot, { language: { browserLanguages: ['fr'] } })
    expect(valueOf(first, 'Language')).toBe('fr')
    const switched = await switchLanguage(first.state, 'en', fakePorts())
    expect(valueOf(switched.state, 'Language')).toBe('en')
  })

  it('records no language for a bot without translations', async () => {
    const plain = makeBot({ groups: [group('g1', [text('t', 'Hi'), block('in', 'text input')])], startGroupId: 'g1' })
    const first = await start(plain, { language: { browserLanguages: ['fr'] } })
    expect(first.state.language).toBeUndefined()
    expect(first.effects[0].language).toBeUndefined()
  })

  it('switches language mid-chat: the pending input is shown again, the rest follows in the new language', async () => {
    const ports = fakePorts()
    const first = await start(bot, { language: { browserLanguages: ['fr'] } }, ports)
    const choice = await reply(first, 'ada@example.com', ports)
    const switched = await switchLanguage(choice.state, 'en-GB', ports)
    expect(switched.language).toBe('en')
    expect(switched.input).toMatchObject({ items: [{ content: 'Yes' }, { content: 'No' }] })
    expect(switched.state.botsQueue[0].bot).toBe(bot)
    const number = await reply(switched.state, 'Yes', ports)
    expect(number.response.input).toMatchObject({ id: 'num' })
    expect(number.effects[0].language).toBe('en')
    const end = await reply(number, '3', ports)
    expect(texts(end)).toEqual(['Thanks!'])
  })

  it('refuses a language the bot does not have', async () => {
    const first = await start(bot, { language: { browserLanguages: ['fr'] } })
    await expect(switchLanguage(first.state, 'de', fakePorts())).rejects.toThrow('"de" is not a language of this bot')
  })

  it('asks the question again in the visitor\'s language after a step back', async () => {
    const withBack = { ...bot, theme: { ...bot.theme, chat: { ...bot.theme.chat, backButton: { isEnabled: true } } } }
    const choice = await reply(await start(withBack, { language: { browserLanguages: ['fr'] } }), 'ada@example.com')
    const back = await goBack({ state: choice.state }, fakePorts())
    expect(back.response.input).toMatchObject({ id: 'mail', options: { labels: { placeholder: 'Votre e-mail…', button: 'Envoyer' } } })
    expect(back.state.botsQueue[0].bot).toBe(withBack)
  })
})
