import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bubbleText, continueChat, createAndPublish, startChat } from '../support/chatHelpers'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const translations = {
  sourceLanguage: 'en',
  languages: [{ code: 'fr' }],
  texts: {
    fr: {
      'hi.content': { text: 'Bonjour !' },
      'name.placeholder': { text: 'Votre nom…' },
      'name.button': { text: 'Envoyer' },
      'bye.content': { text: 'Merci {{Name}} !' },
      'system.botClosed': { text: 'Ce bot est fermé.' },
    },
  },
}

const bot = (withTranslations = true) => ({
  name: 'Multilingual',
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 }, outgoingEdgeId: 'e1' }],
  variables: [{ id: 'v1', name: 'Name' }],
  groups: [
    {
      id: 'g1',
      title: 'Ask',
      graphCoordinates: { x: 0, y: 100 },
      blocks: [
        { id: 'hi', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Hello!' }] }] } },
        { id: 'name', type: 'text input', options: { variableId: 'v1' } },
        { id: 'bye', type: 'text', content: { richText: [{ type: 'p', children: [{ text: 'Thanks {{Name}}!' }] }] } },
      ],
    },
  ],
  edges: [{ id: 'e1', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  settings: withTranslations ? { translations } : {},
})

const texts = (body: { messages: Parameters<typeof bubbleText>[0][] }) => body.messages.map(bubbleText)

describe('bot translations over the API', () => {
  it('keeps settings.translations through create, GET and PATCH, and names a bad language tag', async () => {
    const { botId } = await createAndPublish(server, bot() as never)
    const client = server.as(server.owner)
    const got = await client.get(`/v1/bots/${botId}`)
    expect(got.body.bot.settings.translations).toEqual(translations)
    const bad = await client.patch(`/v1/bots/${botId}`, { bot: { settings: { translations: { languages: [{ code: 'French!' }] } } } })
    expect(bad.status).toBe(400)
    expect(bad.body.data.fields).toEqual([expect.objectContaining({ path: 'bot.settings.translations.languages.0.code' })])
  })

  it('speaks the Accept-Language of the visitor, records it on the result and in the CSV export', async () => {
    const { botId, publicId } = await createAndPublish(server, bot() as never)
    const started = await startChat(server, publicId, {}, { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })
    expect(started.status).toBe(200)
    expect(texts(started.body)).toEqual(['Bonjour !'])
    expect(started.body.input.options.labels).toEqual({ placeholder: 'Votre nom…', button: 'Envoyer' })
    expect(started.body.languages).toEqual({ current: 'fr', available: [{ code: 'en', name: 'English' }, { code: 'fr', name: 'Français' }], isSwitcherEnabled: true })
    const done = await continueChat(server, started.body.sessionId, 'Ada')
    expect(texts(done.body)).toEqual(['Merci Ada !'])
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.body.resultId}`)
    expect(result.body.result.language).toBe('fr')
    const exported = await fetch(`${server.baseUrl}/api/v1/bots/${botId}/results/export`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${server.owner.token}` },
      body: JSON.stringify({ format: 'csv' }),
    })
    const [header, row] = (await exported.text()).replace(/^\uFEFF/, '').split('\r\n')
    expect(header).toContain('Language')
    expect(row).toContain(',fr,')
  })

  it('lets the lang parameter and browserLanguages win over Accept-Language', async () => {
    const { publicId } = await createAndPublish(server, bot() as never)
    const byParameter = await startChat(server, publicId, { lang: 'en' }, { 'accept-language': 'fr' })
    expect(texts(byParameter.body)).toEqual(['Hello!'])
    const byBrowser = await startChat(server, publicId, { browserLanguages: ['fr-CA'] }, { 'accept-language': 'en' })
    expect(byBrowser.body.languages.current).toBe('fr')
  })

  it('switches a running chat to another language, refusing languages the bot lacks and unknown sessions', async () => {
    const { publicId } = await createAndPublish(server, bot() as never)
    const started = await startChat(server, publicId, { lang: 'fr' })
    const call = (sessionId: string, language: string) => server.as(null).request('POST', `/v1/sessions/${sessionId}/language`, { body: { language } })
    const switched = await call(started.body.sessionId, 'en-US')
    expect(switched.status).toBe(200)
    expect(switched.body).toMatchObject({ language: 'en', input: { id: 'name', options: { variableId: 'v1' } } })
    expect(switched.body.input.options.labels).toBeUndefined()
    const refused = await call(started.body.sessionId, 'de')
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ code: 'BAD_REQUEST', data: { fields: [{ path: 'language' }] } })
    expect((await call('no-such-session', 'fr')).status).toBe(404)
    const done = await continueChat(server, started.body.sessionId, 'Ada')
    expect(texts(done.body)).toEqual(['Thanks Ada!'])
  })

  it('answers a closed bot in the visitor’s language', async () => {
    const { botId, publicId } = await createAndPublish(server, bot() as never)
    await server.as(server.owner).patch(`/v1/bots/${botId}`, { bot: { isClosed: true } })
    const refused = await startChat(server, publicId, {}, { 'accept-language': 'fr' })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Ce bot est fermé.')
  })

  it('adds nothing for a bot without translations', async () => {
    const { botId, publicId } = await createAndPublish(server, bot(false) as never)
    const started = await startChat(server, publicId, {}, { 'accept-language': 'fr' })
    expect(started.body.languages).toBeUndefined()
    expect(texts(started.body)).toEqual(['Hello!'])
    await continueChat(server, started.body.sessionId, 'Ada')
    const result = await server.as(server.owner).get(`/v1/bots/${botId}/results/${started.body.resultId}`)
    expect(result.body.result).not.toHaveProperty('language')
  })
})
