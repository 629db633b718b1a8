import { wholeBot } from '../../../src/app/bot/api/wholeBot'
import { ORPCError } from '@orpc/client'
import { waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createApiClient } from '../../../src/app/api/apiClient'
import { partDraftStorage } from '../../../src/app/botSettings/autosave/partDraftStorage'
import { createPartSaver, type PartApi, type PartSaver } from '../../../src/app/botSettings/autosave/partSaver'
import { settingsPart, type SettingsPart } from '../../../src/app/botSettings/settingsPart'
import { setIn } from '../../../src/app/botSettings/form/objectPath'
import type { Bot } from '../../../src/shared/bot/bot'
import { createBot } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { editBot } from '../../support/apiFixtures'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

let stop: (() => void) | undefined
afterEach(() => stop?.())

const storage = partDraftStorage<SettingsPart>('settings')
const stored = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot as Bot

/** The settings saver of `bot` over the real API; `sent` records every PATCH body. */
function openSettings(bot: Bot, wrap: (api: PartApi) => PartApi = (api) => api) {
  const client = createApiClient(() => ({ builderUrl: `${server.baseUrl}/api`, token: server.owner.token }))
  const sent: Record<string, unknown>[] = []
  const api = wrap({
    update: (input) => {
      sent.push(input.bot)
      return client.bots.update(input).then(wholeBot)
    },
    get: (input) => client.bots.get(input),
  })
  const saver: PartSaver<SettingsPart> = createPartSaver({ bot, definition: settingsPart, api, storage, delayMs: 30, retryMs: 30 })
  stop = saver.start()
  const set = (path: string, value: unknown) => saver.edit((part) => ({ settings: setIn(part.settings, path, value) }))
  return { saver, sent, set, state: () => saver.store.getState() }
}

const sparseBot = () => createBot(server, { name: 'Settings', settings: {} })

describe('saving a part of the bot', () => {
  it('saves a delay after the last edit, sending the part and the version it started from, and writes no defaults', async () => {
    const bot = await sparseBot()
    const { sent, set, state } = openSettings(bot)
    set('general.systemMessages.botClosed', 'Closed')
    set('general.systemMessages.botClosed', 'Closed for the holidays')
    expect(state().status).toBe('unsaved')
    await waitFor(() => expect(state().status).toBe('saved'))
    expect(sent).toEqual([{ settings: { general: { systemMessages: { botClosed: 'Closed for the holidays' } } }, updatedAt: bot.updatedAt }])
    const after = await stored(bot.id)
    expect(after.settings).toEqual({ general: { systemMessages: { botClosed: 'Closed for the holidays' } } })
    expect(state().server.updatedAt).toBe(after.updatedAt)
    expect(storage.read(bot.id)).toBeNull()
  })

  it('an edit back to the stored value cancels the save', async () => {
    const bot = await sparseBot()
    const { sent, set, state } = openSettings(bot)
    set('metadata.title', 'Hello')
    set('metadata.title', undefined)
    expect(state().status).toBe('saved')
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(sent).toHaveLength(0)
  })

  it('refuses to send what the schema refuses, naming the field', async () => {
    const bot = await sparseBot()
    const { sent, set, state } = openSettings(bot)
    set('security.allowedOrigins', ['example.com'])
    await waitFor(() => expect(state().status).toBe('invalid'))
    expect(sent).toHaveLength(0)
    expect(state().issues[0].path).toBe('bot.settings.security.allowedOrigins.0')
    expect(state().issues[0].message).toContain('is not a web origin')
    // Fixing it saves.
    set('security.allowedOrigins', ['https://example.com'])
    await waitFor(() => expect(state().status).toBe('saved'))
    expect((await stored(bot.id)).settings.security?.allowedOrigins).toEqual(['https://example.com'])
  })

  it("shows the fields of the API's 400", async () => {
    const bot = await sparseBot()
    const refusal = new ORPCError('BAD_REQUEST', { message: 'Invalid input', data: { fields: [{ path: 'bot.settings.metadata.title', message: 'Too long' }] } })
    const { set, state } = openSettings(bot, (api) => ({ ...api, update: () => Promise.reject(refusal) }))
    set('metadata.title', 'x')
    await waitFor(() => expect(state().status).toBe('error'))
    expect(state().issues).toEqual([{ path: 'bot.settings.metadata.title', message: 'Too long' }])
  })

  it('a save on a version changed elsewhere is a conflict; "keep mine" saves over it, keeping their other changes', async () => {
    const bot = await sparseBot()
    const { set, state, saver } = openSettings(bot)
    await editBot(server, bot.id, { name: 'Renamed elsewhere', settings: { metadata: { title: 'Theirs' } } })
    set('metadata.title', 'Mine')
    await waitFor(() => expect(state().status).toBe('conflict'))
    expect(storage.read(bot.id)?.value.settings.metadata?.title).toBe('Mine')
    await saver.keepMine()
    expect(state().status).toBe('saved')
    const after = await stored(bot.id)
    expect(after.settings.metadata?.title).toBe('Mine')
    expect(after.name).toBe('Renamed elsewhere')
  })

  it('"load theirs" drops the pending edits', async () => {
    const bot = await sparseBot()
    const { set, state, saver } = openSettings(bot)
    await editBot(server, bot.id, { settings: { metadata: { title: 'Theirs' } } })
    set('metadata.title', 'Mine')
    await waitFor(() => expect(state().status).toBe('conflict'))
    await saver.loadTheirs()
    expect(state().value.settings.metadata?.title).toBe('Theirs')
    expect(state().status).toBe('saved')
    expect(storage.read(bot.id)).toBeNull()
  })

  it('edits left on the device by an earlier visit are restored and saved on the version they started from', async () => {
    const bot = await sparseBot()
    storage.write(bot.id, { value: { settings: { metadata: { title: 'Left behind' } } }, baseUpdatedAt: bot.updatedAt })
    const { state } = openSettings(bot)
    expect(state().value.settings.metadata?.title).toBe('Left behind')
    await waitFor(() => expect(state().status).toBe('saved'))
    expect((await stored(bot.id)).settings.metadata?.title).toBe('Left behind')
  })

  it('follows a newer version of the bot: adopts it when nothing is pending, only its stamp when the part is the same', async () => {
    const bot = await sparseBot()
    const { state, saver, set } = openSettings(bot)
    const renamed = (await server.as(server.owner).patch(`/v1/bots/${bot.id}`, { bot: { name: 'Other name' } })).body.bot as Bot
    saver.followServer(renamed)
    expect(state().server.updatedAt).toBe(renamed.updatedAt)
    const changed = (await editBot(server, bot.id, { settings: { metadata: { title: 'New' } } })).body.bot as Bot
    saver.followServer(changed)
    expect(state().value.settings.metadata?.title).toBe('New')
    // The next edit saves without a conflict.
    set('metadata.description', 'About')
    await waitFor(() => expect(state().status).toBe('saved'))
    expect((await stored(bot.id)).settings.metadata).toEqual({ title: 'New', description: 'About' })
  })

  it('keeps the edits and tries again when the service cannot be reached', async () => {
    const bot = await sparseBot()
    let failures = 1
    const { state, set } = openSettings(bot, (api) => ({
      ...api,
      update: (input) => (failures-- > 0 ? Promise.reject(new TypeError('fetch failed')) : api.update(input)),
    }))
    set('metadata.title', 'Offline first')
    await waitFor(() => expect(state().status).toBe('offline'))
    expect(storage.read(bot.id)).not.toBeNull()
    await waitFor(() => expect(state().status).toBe('saved'))
    expect((await stored(bot.id)).settings.metadata?.title).toBe('Offline first')
  })
})
