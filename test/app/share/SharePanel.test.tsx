import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Bot } from '../../../src/shared/bot/bot'
import { createBot, editBot } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const stored = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot as Bot

async function openShare(bot: Bot) {
  connectTo(server.baseUrl, server.owner.token)
  const view = renderApp(`/bots/${bot.id}/share`)
  await screen.findByRole('heading', { name: 'Share', level: 2 })
  return view
}

const publicIdStatus = () => screen.getByLabelText('Public id').getAttribute('aria-describedby')!

describe('the share panel', () => {
  it('checks a new public id as it is typed: the rule at once, then whether it is free', async () => {
    await createBot(server, { name: 'Other', publicId: 'taken-id' })
    const bot = await createBot(server, { name: 'Mine', publicId: 'mine-1234' })
    await openShare(bot)
    const user = userEvent.setup()
    const field = screen.getByLabelText('Public id')
    const status = () => document.getElementById(publicIdStatus())!.textContent

    await user.clear(field)
    await user.type(field, 'abc')
    expect(status()).toBe('Public id: use at least 4 characters.')
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)

    await user.type(field, '/')
    expect(status()).toMatch(/^Public id: use only letters, digits/)

    await user.clear(field)
    await user.type(field, 'taken-id')
    expect(status()).toBe('Checking whether it is free…')
    await waitFor(() => expect(status()).toBe('Public id: already taken by another bot.'))
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true)

    await user.clear(field)
    await user.type(field, 'mine.v2')
    await waitFor(() => expect(status()).toMatch(/^Available/))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(async () => expect((await stored(bot.id)).publicId).toBe('mine.v2'))
    expect(await screen.findByText(`${server.baseUrl}/b/mine.v2`)).toBeTruthy()
  })

  it('copies the public address and the embed code of each mode, with its options', async () => {
    const bot = await createBot(server, { name: 'Copied', publicId: 'copied-bot' })
    await openShare(bot)
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Copy the public address' }))
    expect(await navigator.clipboard.readText()).toBe(`${server.baseUrl}/b/copied-bot`)
    expect(screen.getByRole('button', { name: 'Copied the public address' })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: 'Copy the standard embed code' }))
    expect(await navigator.clipboard.readText()).toBe(
      `<script src="${server.baseUrl}/embed.js" defer></script>\n<chatbot-standard public-id="copied-bot" style="width:100%;height:600px"></chatbot-standard>`,
    )

    await user.click(screen.getByRole('tab', { name: 'Popup' }))
    expect(screen.getByLabelText('Popup embed code').textContent).toContain('<chatbot-popup public-id="copied-bot"></chatbot-popup>')
    await user.click(screen.getByRole('switch', { name: 'Open by itself' }))
    await user.clear(screen.getByLabelText('Open after'))
    await user.type(screen.getByLabelText('Open after'), '8')
    expect(screen.getByLabelText('Popup embed code').textContent).toContain('<chatbot-popup public-id="copied-bot" auto-show-delay="8"></chatbot-popup>')

    await user.click(screen.getByRole('tab', { name: 'Bubble' }))
    await user.type(screen.getByLabelText('Preview message'), 'Need help?')
    await user.click(screen.getByRole('button', { name: 'Copy the bubble embed code' }))
    expect(await navigator.clipboard.readText()).toContain(
      // A "6" bot's buttons are #0042DA with white text: the bubble matches them.
      '<chatbot-bubble public-id="copied-bot" button-color="#0042DA" button-icon-color="#FFFFFF" preview-message="Need help?" preview-message-delay="3"></chatbot-bubble>',
    )
  })

  it('publishes, closes, and restores an older version into the draft after asking', async () => {
    const bot = await createBot(server, { name: 'Versions', theme: { customCss: 'first' } })
    const { queryClient } = await openShare(bot)
    const user = userEvent.setup()
    const publishing = within(screen.getByRole('region', { name: 'Publishing' }))
    await user.click(publishing.getByRole('button', { name: 'Publish' }))
    const versions = await screen.findByRole('list', { name: 'Published versions' })
    expect(within(versions).getAllByRole('listitem')).toHaveLength(1)
    expect(within(versions).getByText('Live')).toBeTruthy()

    await user.click(publishing.getByRole('button', { name: 'Close' }))
    await waitFor(async () => expect((await stored(bot.id)).isClosed).toBe(true))
    expect(await publishing.findByRole('button', { name: 'Reopen' })).toBeTruthy()

    // A second version with another theme, then back to the first.
    await editBot(server, bot.id, { theme: { customCss: 'second' } })
    await server.as(server.owner).post(`/v1/bots/${bot.id}/publish`)
    await queryClient.invalidateQueries()
    const rows = await waitFor(() => {
      const items = within(screen.getByRole('list', { name: 'Published versions' })).getAllByRole('listitem')
      expect(items).toHaveLength(2)
      return items
    })
    await user.click(within(rows[1]).getByRole('button', { name: 'Restore into the draft' }))
    const dialog = screen.getByRole('dialog', { name: 'Restore this version into the draft?' })
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }))
    await waitFor(async () => expect((await stored(bot.id)).theme).toEqual({ customCss: 'first' }))
  })
})
