import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bot } from '../../../src/shared/bot/bot'
import { themeSchema } from '../../../src/shared/bot/theme'
import { themeTemplates } from '../../../src/app/botTheme/templates/themeTemplates'
import { createBot, editBot, minimalBotFile } from '../../support/apiFixtures'
import { startEvent, textBlock } from '../../support/sampleBots'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const stored = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot as Bot
const greeting = {
  events: [startEvent],
  groups: [{ id: 'g1', title: 'Hi', graphCoordinates: { x: 0, y: 100 }, blocks: [textBlock('t1', 'Hello from the preview'), { id: 'i1', type: 'text input' }] }],
  edges: [{ id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'g1' } }],
  settings: { typingEmulation: { enabled: false } },
}

async function openTheme(bot: Bot) {
  connectTo(server.baseUrl, server.owner.token)
  renderApp(`/bots/${bot.id}/theme`)
  await screen.findByRole('heading', { name: 'Theme', level: 2 })
}

/** The chat root inside the preview's shadow root, once the chat has started. */
async function previewRoot() {
  const preview = screen.getByRole('region', { name: 'Preview' })
  let root: HTMLElement | null = null
  await waitFor(() => {
    root = preview.querySelector('[data-chat-host]')?.shadowRoot?.querySelector<HTMLElement>('.bbc-root') ?? null
    expect(root?.textContent).toContain('Hello from the preview')
  })
  return root!
}

const card = (title: string) => screen.getByText(title, { selector: 'summary span' }).closest('details')!
const openCard = (title: string) => {
  const details = card(title)
  details.open = true
  return within(details)
}
const isSaved = () => waitFor(() => expect(screen.getAllByRole('status').some((node) => node.textContent === 'Saved')).toBe(true), { timeout: 5000 })

describe('the theme panel', () => {
  it('draws edits in the live preview at once and saves only what changed, as a valid theme', async () => {
    const bot = await createBot(server, { name: 'Sparse theme', ...greeting, theme: {} })
    await openTheme(bot)
    const root = await previewRoot()
    const bubbles = openCard('Bot bubbles')
    const background = bubbles.getByLabelText('Background')
    // A "6" bot: the default host bubble colour shows as the placeholder, nothing is stored.
    expect(background).toHaveProperty('placeholder', '#F7F8FF')
    expect(background).toHaveProperty('value', '')

    fireEvent.change(background, { target: { value: '#123456' } })
    expect(root.style.getPropertyValue('--bbc-host-bg')).toBe('#123456')
    fireEvent.change(bubbles.getByLabelText('Corners'), { target: { value: 'custom' } })
    fireEvent.change(bubbles.getByLabelText('Corner radius'), { target: { value: '14' } })
    expect(root.style.getPropertyValue('--bbc-host-radius')).toBe('14px')
    await isSaved()

    const { theme } = await stored(bot.id)
    expect(theme).toEqual({ chat: { hostBubbles: { backgroundColor: '#123456', border: { roundeness: 'custom', customRoundeness: 14 } } } })
    expect(themeSchema.safeParse(theme).success).toBe(true)
  })

  it('shows the defaults of a "6.1" bot', async () => {
    const file = { ...minimalBotFile('Version 6.1'), version: '6.1', theme: {} }
    const imported = await server.as(server.owner).post('/v1/bots/import', { workspaceId: server.workspaceId, bot: file })
    await openTheme(imported.body.bot)
    expect(openCard('Visitor bubbles').getByLabelText('Background')).toHaveProperty('placeholder', '#C7451C')
    expect(screen.getByLabelText('Background colour')).toHaveProperty('placeholder', '#F8F8F8')
  })

  it('refuses a colour it cannot read, naming the field, and keeps the last good one', async () => {
    const bot = await createBot(server, { name: 'Colours', ...greeting, theme: {} })
    await openTheme(bot)
    const buttons = openCard('Buttons')
    const text = buttons.getByLabelText('Text')
    fireEvent.change(text, { target: { value: 'not a colour!' } })
    expect(buttons.getByText('Text must be a colour, such as #0042DA')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 1300))
    expect((await stored(bot.id)).theme).toEqual({})
  })

  it('applies a template (theme and its id), which Undo takes back', async () => {
    const bot = await createBot(server, { name: 'Templated', ...greeting })
    const before = bot.theme
    await openTheme(bot)
    const root = await previewRoot()
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Dark template' }))
    expect(root.style.getPropertyValue('--bbc-background')).toBe('#0F172A')
    expect(screen.getByRole('button', { name: 'Dark template' }).getAttribute('aria-pressed')).toBe('true')
    await isSaved()
    let after = await stored(bot.id)
    expect(after.selectedThemeTemplateId).toBe('dark')
    expect(after.theme).toEqual(themeTemplates.find((template) => template.id === 'dark')!.theme)

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    await isSaved()
    after = await stored(bot.id)
    expect(after.selectedThemeTemplateId).toBeNull()
    expect(after.theme).toEqual(before)
  })

  it('keeps unsaved edits across a reload until they are saved', async () => {
    const bot = await createBot(server, { name: 'Kept', ...greeting, theme: {} })
    localStorage.setItem(`bb.theme.draft.${bot.id}`, JSON.stringify({ value: { theme: { customCss: '.bbc-host{color:red}' }, selectedThemeTemplateId: null }, baseUpdatedAt: bot.updatedAt }))
    await openTheme(bot)
    expect(openCard('Custom CSS').getByLabelText('Custom CSS')).toHaveProperty('value', '.bbc-host{color:red}')
    await isSaved()
    expect((await stored(bot.id)).theme).toEqual({ customCss: '.bbc-host{color:red}' })
    expect(localStorage.getItem(`bb.theme.draft.${bot.id}`)).toBeNull()
  })

  it('asks whose version to keep when the bot changed elsewhere', async () => {
    const bot = await createBot(server, { name: 'Contested', ...greeting, theme: {} })
    await openTheme(bot)
    await editBot(server, bot.id, { theme: { customCss: 'theirs' } })
    fireEvent.change(openCard('Custom CSS').getByLabelText('Custom CSS'), { target: { value: 'mine' } })
    const dialog = await screen.findByRole('dialog', { name: 'This bot was changed elsewhere' }, { timeout: 5000 })
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Keep mine' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The dialog closes as the save of my version starts; the save lands a moment later.
    await waitFor(async () => expect((await stored(bot.id)).theme).toEqual({ customCss: 'mine' }), { timeout: 5000 })
  })
})
