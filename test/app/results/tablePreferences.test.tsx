import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBot, insertResults } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const document = {
  groups: [
    {
      id: 'g1',
      title: 'Questions',
      graphCoordinates: { x: 0, y: 0 },
      blocks: ['first', 'second', 'third'].map((variable) => ({ id: variable, type: 'text input', options: { variableId: variable } })),
    },
  ],
  variables: ['first', 'second', 'third'].map((name) => ({ id: name, name: name[0].toUpperCase() + name.slice(1) })),
}

const headings = async () => within(await screen.findByRole('table', { name: 'Results' })).getAllByRole('columnheader').map((cell) => cell.textContent)
const savedPreferences = async (botId: string) => (await server.as(server.owner).get(`/v1/bots/${botId}`)).body.bot.resultsTablePreferences

/** A new bot with one result, its results open as the owner, and `column` hidden from the Columns panel. */
async function hideAsOwner(column: string) {
  const user = userEvent.setup()
  const bot = await createBot(server, document)
  await insertResults(server, bot.id, [{ hasStarted: true }])
  connectTo(server.baseUrl, server.owner.token)
  renderApp(`/bots/${bot.id}/results`)
  await headings()
  await user.click(screen.getByRole('button', { name: 'Columns' }))
  await user.click(within(screen.getByRole('group', { name: 'Columns' })).getByRole('checkbox', { name: column }))
  return bot
}

describe("the results table's columns", () => {
  it('are hidden and moved from the Columns panel, saved to the bot, and come back after a reload', async () => {
    const user = userEvent.setup()
    const bot = await createBot(server, document)
    await insertResults(server, bot.id, [{ hasStarted: true }])
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/bots/${bot.id}/results`)
    expect(await headings()).toEqual(['', 'Submitted at', 'First', 'Second', 'Third'])
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    const panel = screen.getByRole('group', { name: 'Columns' })
    await user.click(within(panel).getByRole('checkbox', { name: 'Second' }))
    await user.click(within(panel).getByRole('button', { name: 'Move Third up' }))
    expect(await headings()).toEqual(['', 'Submitted at', 'First', 'Third'])
    await user.click(within(panel).getByRole('button', { name: 'Move Third up' }))
    expect(await headings()).toEqual(['', 'Submitted at', 'Third', 'First'])
    await waitFor(async () => expect(await savedPreferences(bot.id)).toMatchObject({ columnsVisibility: { 'block:second': false } }), { timeout: 5000 })
    expect((await savedPreferences(bot.id)).columnsOrder).toEqual(['submittedAt', 'block:third', 'block:first', 'block:second'])

    cleanup()
    renderApp(`/bots/${bot.id}/results`)
    expect(await headings()).toEqual(['', 'Submitted at', 'Third', 'First'])
    expect(screen.getByRole('button', { name: 'Columns (1 hidden)' })).toBeTruthy()
  })

  it('change for a guest too, without saving anything to the bot', async () => {
    const user = userEvent.setup()
    const guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
    const bot = await createBot(server, document)
    await insertResults(server, bot.id, [{ hasStarted: true }])
    connectTo(server.baseUrl, guest.token)
    renderApp(`/bots/${bot.id}/results`)
    await headings()
    await user.click(screen.getByRole('button', { name: 'Columns' }))
    await user.click(within(screen.getByRole('group', { name: 'Columns' })).getByRole('checkbox', { name: 'First' }))
    expect(await headings()).toEqual(['', 'Submitted at', 'Second', 'Third'])
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(await savedPreferences(bot.id)).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('changed just before leaving the results are saved all the same', async () => {
    const bot = await hideAsOwner('Third')
    // Gone before the change settled (600 ms): another tab of the bot, another page.
    cleanup()
    await waitFor(async () => expect(await savedPreferences(bot.id)).toMatchObject({ columnsVisibility: { 'block:third': false } }), { timeout: 5000 })
  })

  it('changed while the page went away (a reload) are kept in the browser, shown and saved on the next visit', async () => {
    const bot = await hideAsOwner('First')
    window.dispatchEvent(new Event('pagehide'))
    const kept = JSON.parse(localStorage.getItem(`bb.resultsTable.draft.${bot.id}`) ?? 'null')
    expect(kept?.value.columnsVisibility).toEqual({ 'block:first': false })

    // A reload whose save never reached the service: the next visit finds the change in the browser.
    const other = await createBot(server, document)
    await insertResults(server, other.id, [{ hasStarted: true }])
    localStorage.setItem(`bb.resultsTable.draft.${other.id}`, JSON.stringify({ ...kept, value: { ...kept.value, columnsVisibility: { 'block:second': false } } }))
    cleanup()
    renderApp(`/bots/${other.id}/results`)
    expect(await headings()).toEqual(['', 'Submitted at', 'First', 'Third'])
    await waitFor(async () => expect(await savedPreferences(other.id)).toMatchObject({ columnsVisibility: { 'block:second': false } }), { timeout: 5000 })
    await waitFor(() => expect(localStorage.getItem(`bb.resultsTable.draft.${other.id}`)).toBeNull())
  })
})
