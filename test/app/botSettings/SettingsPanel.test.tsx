import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bot } from '../../../src/shared/bot/bot'
import { settingsSchema } from '../../../src/shared/bot/settings'
import { createBot } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const stored = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot as Bot

/** The settings panel of a new bot whose settings are `settings`, signed in as the owner. */
async function openSettings(settings: Record<string, unknown> = {}) {
  connectTo(server.baseUrl, server.owner.token)
  const bot = await createBot(server, { name: 'Support bot', settings })
  renderApp(`/bots/${bot.id}/settings`)
  await screen.findByRole('heading', { name: 'Settings', level: 2 })
  return bot
}

const savedStatus = () => waitFor(() => expect(screen.getAllByRole('status').some((node) => node.textContent === 'Saved')).toBe(true), { timeout: 5000 })

describe('the settings panel', () => {
  it('shows defaults in grey, and saves what is typed as settings the schema accepts, without writing defaults', async () => {
    const bot = await openSettings()
    const user = userEvent.setup()
    const botClosed = screen.getByLabelText('Bot closed')
    expect(botClosed).toHaveProperty('placeholder', 'This bot is no longer taking new conversations.')
    expect(botClosed).toHaveProperty('value', '')
    expect(screen.getByLabelText('Page title')).toHaveProperty('placeholder', 'Support bot')
    expect(screen.getByLabelText('Typing speed')).toHaveProperty('placeholder', '400')

    await user.type(botClosed, 'Back on Monday')
    await user.click(screen.getByRole('switch', { name: 'Let search engines list the page' }))
    await savedStatus()
    const { settings } = await stored(bot.id)
    expect(settings).toEqual({ general: { systemMessages: { botClosed: 'Back on Monday' } }, metadata: { allowIndexing: true } })
    expect(settingsSchema.safeParse(settings).success).toBe(true)
  })

  it('offers one "Remember visitors" switch, writes its legacy twin in step, and lets "Remember them" be chosen only while it is on', async () => {
    const bot = await openSettings()
    const user = userEvent.setup()
    // The inverse legacy flag is written for older clients but never shown to the owner.
    expect(screen.queryByRole('switch', { name: 'New result on each refresh' })).toBeNull()
    const rememberThem = screen.getByRole('radiogroup', { name: 'Remember them' })
    expect(rememberThem.getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByRole('radio', { name: 'On this device, also later' })).toHaveProperty('disabled', true)
    expect(rememberThem.getAttribute('aria-describedby')).toBeTruthy()
    expect(document.getElementById(rememberThem.getAttribute('aria-describedby')!)?.textContent).toBe('Turn on “Remember visitors” to choose this.')

    await user.click(screen.getByRole('switch', { name: 'Remember visitors' }))
    expect(rememberThem.getAttribute('aria-disabled')).toBeNull()
    await user.click(screen.getByRole('radio', { name: 'On this device, also later' }))
    await savedStatus()
    expect((await stored(bot.id)).settings.general).toEqual({ rememberUser: { isEnabled: true, storage: 'local' }, isNewResultOnRefreshEnabled: false })
  })

  it('disables the typing pauses while typing dots are off, saying what to turn on', async () => {
    await openSettings({ typingEmulation: { enabled: false } })
    const user = userEvent.setup()
    const speed = screen.getByLabelText('Typing speed')
    expect(speed).toHaveProperty('disabled', true)
    expect(document.getElementById(speed.getAttribute('aria-describedby')!)?.textContent).toBe('Turn on “Show typing dots” to change this.')
    expect(screen.getByRole('switch', { name: 'No dots before the first message' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('switch', { name: 'Show typing dots' }))
    expect(speed).toHaveProperty('disabled', false)
    expect(document.getElementById(speed.getAttribute('aria-describedby')!)?.textContent).toBe('Faster typing means shorter dots before long messages.')
  })

  it('refuses an invalid origin with the field named, and saves a valid one', async () => {
    const bot = await openSettings()
    const user = userEvent.setup()
    const origin = screen.getByLabelText('Websites that may show the chat')
    await user.type(origin, 'www.example.com{Enter}')
    expect(screen.getByRole('alert').textContent).toMatch(/^Websites that may show the chat: "www.example.com" is not a full website address/)
    expect(screen.queryByRole('list', { name: 'Websites that may show the chat' })).toBeNull()

    await user.clear(origin)
    await user.type(origin, 'https://www.example.com{Enter}')
    expect(within(screen.getByRole('list', { name: 'Websites that may show the chat' })).getByText('https://www.example.com')).toBeTruthy()
    await savedStatus()
    expect((await stored(bot.id)).settings.security).toEqual({ allowedOrigins: ['https://www.example.com'] })
  })

  it('refuses a delay between bubbles above 5 seconds and saves nothing', async () => {
    const bot = await openSettings()
    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Pause between messages'), '7')
    expect(screen.getByText('Pause between messages must be between 0 and 5')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect((await stored(bot.id)).settings).toEqual({})
  })

  it("names the fields of the API's 400, above the form and beside each field", async () => {
    // The panel checks what it can first; a refusal only the service makes is still shown field by field.
    const bot = await openSettings()
    const original = globalThis.fetch
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init)
      if (request.method !== 'PATCH') return original(input, init)
      const body = { defined: true, code: 'BAD_REQUEST', status: 400, message: 'Invalid input', data: { fields: [{ path: 'bot.settings.metadata.title', message: 'Title is too long' }] } }
      return new Response(JSON.stringify(body), { status: 400, headers: { 'content-type': 'application/json' } })
    }
    try {
      const user = userEvent.setup()
      await user.type(screen.getByLabelText('Page title'), 'A title')
      const alert = await screen.findByText('The service refused these changes.', undefined, { timeout: 5000 })
      expect(alert.parentElement?.textContent).toContain('settings › metadata › title: Title is too long')
      // Beside the field too.
      expect(screen.getByText('Title is too long')).toBeTruthy()
      expect(screen.getByLabelText('Page title').getAttribute('aria-invalid')).toBe('true')
    } finally {
      globalThis.fetch = original
    }
    expect((await stored(bot.id)).settings).toEqual({})
  })

  it('is read only for a member who may not edit', async () => {
    const bot = await createBot(server, { name: 'Watched' })
    const viewer = await server.createActor('viewer@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
    connectTo(server.baseUrl, viewer.token)
    renderApp(`/bots/${bot.id}/settings`)
    expect(await screen.findByText('Read only')).toBeTruthy()
    expect(screen.getByLabelText('Bot closed')).toHaveProperty('disabled', true)
    expect(screen.getByRole('switch', { name: 'Remember visitors' })).toHaveProperty('disabled', true)
  })
})
