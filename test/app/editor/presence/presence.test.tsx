import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ReactFlow, ReactFlowProvider } from '@xyflow/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { Awareness, applyAwarenessUpdate, encodeAwarenessUpdate, removeAwarenessStates } from 'y-protocols/awareness'
import { CanvasPresence } from '../../../../src/app/editor/presence/CanvasPresence'
import { EditingNotice } from '../../../../src/app/editor/presence/EditingNotice'
import { useFollowStore } from '../../../../src/app/editor/presence/followStore'
import { PresenceAvatars } from '../../../../src/app/editor/presence/PresenceAvatars'
import { PresenceProvider } from '../../../../src/app/editor/presence/PresenceContext'
import { colorForUser, initialsOf, PRESENCE_FIELD, readPresence, updateLocalPresence } from '../../../../src/app/editor/presence/presenceState'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { createEditorStore, type EditorStore } from '../../../../src/app/editor/store/editorStore'
import { EditorStoreProvider } from '../../../../src/app/editor/store/EditorStoreContext'
import { textBlock } from '../../../support/sampleBots'

beforeAll(() => {
  // React Flow measures its pane; jsdom has no layout, so nothing is observed.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
})
afterEach(() => useFollowStore.setState({ following: null }))

/** Two browsers' awareness, joined both ways the way the relay of the live session joins them. */
function twoBrowsers() {
  const mine = new Awareness(new Y.Doc())
  const theirs = new Awareness(new Y.Doc())
  const relay = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>, origin: unknown) => {
      if (origin !== 'relay') applyAwarenessUpdate(to, encodeAwarenessUpdate(from, [...added, ...updated, ...removed]), 'relay')
    })
  relay(mine, theirs)
  relay(theirs, mine)
  return { mine, theirs }
}

const bot = {
  events: [{ id: 'start', type: 'start' as const, graphCoordinates: { x: 0, y: 0 } }],
  groups: [{ id: 'g1', title: 'Welcome', graphCoordinates: { x: 300, y: 200 }, blocks: [textBlock('t1', 'Hi')] }],
  edges: [],
  variables: [],
}

function renderEditor(mine: Awareness, store: EditorStore) {
  return render(
    <PresenceProvider session={{ awareness: mine, self: { id: 'me', name: 'Me Myself' } }}>
      <EditorStoreProvider store={store}>
        <ReactFlowProvider>
          <PresenceAvatars />
          <div data-editor-canvas="" style={{ width: 800, height: 600 }}>
            <ReactFlow nodes={[]} edges={[]}>
              <CanvasPresence />
            </ReactFlow>
          </div>
          <EditingNotice blockId="t1" />
        </ReactFlowProvider>
      </EditorStoreProvider>
    </PresenceProvider>,
  )
}

const newStore = () => createEditorStore({ env: { botId: 'b1', workspaceId: 'w1', readOnly: false }, server: { doc: toFlowDocument(bot as never), updatedAt: new Date().toISOString() } })

describe('presence of the others in a bot', () => {
  it('shows who is there, their cursor, their selection and the block they edit, in their colour', async () => {
    const { mine, theirs } = twoBrowsers()
    renderEditor(mine, newStore())
    act(() => updateLocalPresence(theirs, { user: { id: 'u-ana', name: 'Ana Lima' }, cursor: { x: 120, y: 80 }, selection: ['g1'], editingBlockId: 't1', viewport: { x: 0, y: 0, zoom: 1 } }))

    const avatar = screen.getByRole('button', { name: 'Follow Ana Lima' })
    expect(avatar.textContent).toContain('AL')
    expect(avatar.style.backgroundColor).toBe(hexToRgb(colorForUser('u-ana')))
    expect(within(screen.getByRole('group', { name: 'People in this bot' })).getAllByRole('button')).toHaveLength(1)

    const cursor = screen.getByTestId('presence-cursor')
    expect(cursor.textContent).toContain('Ana Lima')
    expect(cursor.style.left).toBe('120px')
    expect(cursor.style.top).toBe('80px')

    const selection = screen.getByTestId('presence-selection')
    expect(selection.style.left).toBe('296px')
    expect(selection.style.borderColor).toBe(hexToRgb(colorForUser('u-ana')))
    expect(screen.getByTestId('presence-editing').textContent).toContain('Ana Lima is editing')
    expect(screen.getByRole('status').textContent).toContain('Ana Lima is editing this block')

    // Gone from the bot: gone from the page.
    act(() => removeAwarenessStates(theirs, [theirs.clientID], 'left'))
    expect(screen.queryByRole('button', { name: 'Follow Ana Lima' })).toBeNull()
    expect(screen.queryByTestId('presence-cursor')).toBeNull()
  })

  it('tells the others what this browser selects and which block it opens', () => {
    const { mine, theirs } = twoBrowsers()
    const store = newStore()
    renderEditor(mine, store)
    act(() => store.getState().select({ nodeIds: ['g1'] }))
    act(() => store.getState().openSidePanel({ kind: 'block', blockId: 't1' }))
    const seen = readPresence(mine.clientID, theirs.getStates().get(mine.clientID))
    expect(seen).toMatchObject({ user: { id: 'me', name: 'Me Myself' }, selection: ['g1'], editingBlockId: 't1' })
  })

  it('follows a person from their avatar until they leave; a second click stops following', async () => {
    const { mine, theirs } = twoBrowsers()
    renderEditor(mine, newStore())
    act(() => updateLocalPresence(theirs, { user: { id: 'u-bo', name: 'bo@example.com' }, viewport: { x: 500, y: 400, zoom: 1.5 } }))
    await userEvent.click(screen.getByRole('button', { name: 'Follow bo@example.com' }))
    expect(screen.getByRole('button', { name: 'Stop following bo@example.com' }).getAttribute('aria-pressed')).toBe('true')
    expect(useFollowStore.getState().following).toBe(theirs.clientID)
    await userEvent.click(screen.getByRole('button', { name: 'Stop following bo@example.com' }))
    expect(useFollowStore.getState().following).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Follow bo@example.com' }))
    act(() => removeAwarenessStates(theirs, [theirs.clientID], 'left'))
    expect(useFollowStore.getState().following).toBeNull()
  })

  it('shows what others send as text, and ignores what is malformed', () => {
    const { mine, theirs } = twoBrowsers()
    renderEditor(mine, newStore())
    act(() => theirs.setLocalStateField(PRESENCE_FIELD, { user: { id: 'u-x', name: '<img src=x onerror=alert(1)>' }, cursor: { x: 'NaN', y: 3 }, selection: 'g1', viewport: { x: 1, y: 2, zoom: -1 } }))
    expect(screen.getByRole('button', { name: 'Follow <img src=x onerror=alert(1)>' })).toBeTruthy()
    expect(document.querySelector('img')).toBeNull()
    expect(screen.queryByTestId('presence-cursor')).toBeNull()
    expect(screen.queryByTestId('presence-selection')).toBeNull()
    expect(readPresence(1, { [PRESENCE_FIELD]: { user: { name: 'no id' } } })).toBeNull()
    expect(readPresence(1, theirs.getLocalState()!)?.viewport).toBeNull()
  })

  it('shows one avatar per person and none for oneself, with their initials', () => {
    const { mine, theirs } = twoBrowsers()
    const secondTab = new Awareness(new Y.Doc())
    secondTab.on('update', ({ added, updated }: Record<string, number[]>) => applyAwarenessUpdate(mine, encodeAwarenessUpdate(secondTab, [...added, ...updated]), 'relay'))
    renderEditor(mine, newStore())
    act(() => {
      updateLocalPresence(theirs, { user: { id: 'u-cy', name: 'Cy Twombly' } })
      updateLocalPresence(secondTab, { user: { id: 'u-cy', name: 'Cy Twombly' } })
    })
    expect(screen.getAllByTestId('presence-avatar')).toHaveLength(1)
    expect(initialsOf('jane.doe@example.com')).toBe('JD')
    expect(initialsOf('Zoë')).toBe('ZO')
  })
})

function hexToRgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}
