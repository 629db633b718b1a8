import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createBot, createFolder, createWorkspace } from '../../support/apiFixtures'
import { startTestServer, type TestServer } from '../../support/testServer'
import { holdRequests } from '../support/holdRequests'
import { connectTo, renderApp } from '../support/renderApp'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('the dashboard', () => {
  it('shows card skeletons while loading, then an empty state that says what to do', async () => {
    const workspaceId = await createWorkspace(server, server.owner, 'Empty one')
    connectTo(server.baseUrl, server.owner.token)
    const held = holdRequests('GET')
    try {
      renderApp(`/w/${workspaceId}`)
      expect(await screen.findByRole('status', { name: 'Loading bots and folders' })).toBeTruthy()
    } finally {
      held.restore()
    }
    expect(await screen.findByRole('heading', { name: 'No bots yet' })).toBeTruthy()
    expect(screen.getByText(/Create a bot from scratch or from a template, or import a bot file/)).toBeTruthy()
    expect(screen.queryByRole('status', { name: 'Loading bots and folders' })).toBeNull()
  })

  it("shows a folder's sub-folders and bots with their status, and a breadcrumb back", async () => {
    const folder = await createFolder(server, { folderName: 'Campaigns' })
    await createFolder(server, { folderName: 'Spring', parentFolderId: folder.id })
    await createBot(server, { name: 'Newsletter signup', folderId: folder.id, icon: '📣' })
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/w/${server.workspaceId}/folders/${folder.id}`)
    expect(await screen.findByRole('heading', { name: 'Campaigns', level: 1 })).toBeTruthy()
    const bot = await screen.findByRole('listitem', { name: 'Newsletter signup' })
    expect(within(bot).getByText('Draft')).toBeTruthy()
    expect(bot.textContent).toContain('Updated just now')
    expect(screen.getByRole('listitem', { name: 'Spring' })).toBeTruthy()
    expect(within(screen.getByRole('navigation', { name: 'Folders' })).getByRole('link', { name: 'All bots' })).toBeTruthy()
  })

  it("shows the service's message in a toast when a call fails", async () => {
    // Deleted elsewhere after the page loaded: duplicating it fails with the service's words.
    const doomed = await createBot(server, { name: 'Deleted elsewhere' })
    const user = userEvent.setup()
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/w/${server.workspaceId}`)
    const card = await screen.findByRole('listitem', { name: 'Deleted elsewhere' })
    await server.as(server.owner).delete(`/v1/bots/${doomed.id}`)
    await user.click(within(card).getByRole('button', { name: 'Actions for Deleted elsewhere' }))
    await user.click(screen.getByRole('menuitem', { name: 'Duplicate' }))
    const toast = await screen.findByRole('alert')
    expect(toast.textContent).toBe('Bot not found')
  })

  it("keeps an imported file's refusal in a toast with the service's words", async () => {
    const user = userEvent.setup()
    connectTo(server.baseUrl, server.owner.token)
    renderApp(`/w/${server.workspaceId}`)
    const input = await screen.findByLabelText('Bot file to import')
    await user.upload(input, new File([JSON.stringify({ name: 'Not a bot' })], 'broken.json', { type: 'application/json' }))
    const toast = await screen.findByRole('alert')
    expect(toast.textContent).toMatch(/^Invalid input: bot\.variables: /)
  })

  it('filters by name from the search field that "/" focuses, and keeps the sort in the address', async () => {
    const user = userEvent.setup()
    await createBot(server, { name: 'Alpha helper' })
    await createBot(server, { name: 'Beta helper' })
    connectTo(server.baseUrl, server.owner.token)
    const { router } = renderApp(`/w/${server.workspaceId}`)
    await screen.findByRole('listitem', { name: 'Alpha helper' })
    await user.keyboard('/')
    expect(document.activeElement).toBe(screen.getByRole('searchbox', { name: 'Search by name' }))
    await user.keyboard('beta')
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Alpha helper' })).toBeNull())
    expect(screen.getByRole('listitem', { name: 'Beta helper' })).toBeTruthy()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'name')
    expect(router.state.location.search).toBe('?q=beta&sort=name')
  })

  it('offers a guest no way to create, change or delete anything', async () => {
    await createFolder(server, { folderName: 'Guest can look' })
    await createBot(server, { name: 'Read only bot' })
    const guest = await server.createActor('guest@example.com', { workspaceId: server.workspaceId, role: 'GUEST' })
    const user = userEvent.setup()
    connectTo(server.baseUrl, guest.token)
    renderApp(`/w/${server.workspaceId}`)
    const bot = await screen.findByRole('listitem', { name: 'Read only bot' })
    expect(screen.queryByRole('button', { name: 'New bot' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'New folder' })).toBeNull()
    expect(screen.queryByRole('button', { name: /Actions for folder/ })).toBeNull()
    await user.click(within(bot).getByRole('button', { name: 'Actions for Read only bot' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Open', 'Export'])
    expect(bot.getAttribute('draggable')).toBe('false')
  })
})
