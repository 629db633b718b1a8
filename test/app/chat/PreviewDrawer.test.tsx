import { render, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { PreviewDrawer } from '../../../src/app/editor/preview/PreviewDrawer'
import { usePreviewControls } from '../../../src/app/editor/preview/previewControls'
import { startTestServer, type TestServer } from '../../support/testServer'
import { startEvent, textBlock } from '../../support/sampleBots'
import { connectTo } from '../support/renderApp'
import { instantSettings } from './support/chatKit'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
afterEach(() => usePreviewControls.setState({ isOpen: false, startFrom: undefined, runningBlockId: undefined }))

/** Two groups: the start leads to "Welcome"; "Pricing" is reachable only by previewing from it. */
async function twoGroupBot() {
  const bot = {
    name: 'Two groups',
    events: [startEvent],
    groups: [
      {
        id: 'welcome',
        title: 'Welcome',
        graphCoordinates: { x: 0, y: 100 },
        blocks: [
          textBlock('hello', 'Welcome aboard'),
          { id: 'mail', type: 'Email', options: { recipients: ['team@example.com'], subject: 'New visitor' } },
          { id: 'name', type: 'text input', options: {} },
        ],
      },
      { id: 'pricing', title: 'Pricing', graphCoordinates: { x: 400, y: 100 }, blocks: [textBlock('price', 'Plans start at 9 €')] },
    ],
    edges: [{ id: 'e-start', from: { eventId: 'start' }, to: { groupId: 'welcome' } }],
    variables: [],
    settings: instantSettings,
  }
  const created = await server.as(server.owner).post('/v1/bots', { workspaceId: server.workspaceId, bot })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.bot.id as string
}

const chatIn = (container: HTMLElement) => {
  const host = container.querySelector('[data-chat-host]')
  const inner = host?.shadowRoot?.lastElementChild as HTMLElement | undefined
  if (!inner) throw new Error('no chat yet')
  return inner
}

describe('PreviewDrawer', () => {
  it('runs the draft with the signed-in token, highlights the running block, lists logs, restarts and closes', async () => {
    connectTo(server.baseUrl, server.owner.token)
    const botId = await twoGroupBot()
    usePreviewControls.getState().open()
    const { container, getByRole } = render(<PreviewDrawer botId={botId} />)
    const user = userEvent.setup()

    await waitFor(() => expect(chatIn(container).textContent).toContain('Welcome aboard'))
    await waitFor(() => expect(usePreviewControls.getState().runningBlockId).toBe('name'))
    const logs = container.querySelector('details')!
    await user.click(within(logs).getByText('Logs'))
    expect(logs.open).toBe(true)
    // The Email block is not sent in a preview: the engine says so in an info log of the first turn.
    await waitFor(() => expect(logs.textContent).toMatch(/info.*Turn 1/))

    const firstHost = container.querySelector('[data-chat-host]')
    await user.click(getByRole('button', { name: 'Restart' }))
    await waitFor(() => expect(container.querySelector('[data-chat-host]')).not.toBe(firstHost))
    await waitFor(() => expect(chatIn(container).textContent).toContain('Welcome aboard'))

    await user.click(getByRole('button', { name: 'Close preview' }))
    expect(usePreviewControls.getState().isOpen).toBe(false)
  })

  it('previews from a group when the canvas asks for it', async () => {
    connectTo(server.baseUrl, server.owner.token)
    const botId = await twoGroupBot()
    usePreviewControls.getState().open({ type: 'group', groupId: 'pricing' })
    const { container } = render(<PreviewDrawer botId={botId} />)
    await waitFor(() => expect(chatIn(container).textContent).toContain('Plans start at 9 €'))
    expect(chatIn(container).textContent).not.toContain('Welcome aboard')
    await waitFor(() => expect(usePreviewControls.getState().runningBlockId).toBe('price'))
  })
})
