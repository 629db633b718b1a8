import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { toFlowDocument } from '../../../../src/app/editor/document/flowDocument'
import { BlockSettingsBoundary } from '../../../../src/app/editor/settingsPanel/BlockSettingsBoundary'
import { BlockSidePanel } from '../../../../src/app/editor/settingsPanel/BlockSidePanel'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import { EditorStoreProvider } from '../../../../src/app/editor/store/EditorStoreContext'
import { CodeLoadError } from '../../../../src/app/ui/retryableLazy'

// The forms, standing in for one with a bug: the one of block 'broken' fails while drawing.
vi.mock('../../../../src/app/editor/blockSettings/BlockSettingsPanel', () => ({
  BlockSettingsPanel: ({ block }: { block: { id: string } }) => {
    if (block.id === 'broken') throw new Error('A bug in this form')
    return <p>Settings of {block.id}</p>
  },
}))

// What the block panel says when its forms fail: code that did not arrive is fetched again; a form
// that failed to draw is not blamed on the connection (e2e/editor.spec.ts covers a real failed load).

let failWith: Error | null = null

// React reports each caught error on the console; the alert is what a person sees.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))
afterEach(() => {
  vi.restoreAllMocks()
  failWith = null
})
function Form() {
  if (failWith) throw failWith
  return <p>The form</p>
}

function renderBoundary() {
  const onRetry = vi.fn()
  render(
    <BlockSettingsBoundary onRetry={onRetry}>
      <Form />
    </BlockSettingsBoundary>,
  )
  return onRetry
}

describe('the block settings boundary', () => {
  it('forms whose code did not arrive: asks to check the connection, and Try again fetches them anew', async () => {
    failWith = new CodeLoadError(new TypeError('Failed to fetch dynamically imported module'))
    const onRetry = renderBoundary()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain("The block's settings could not be loaded.")
    expect(alert.textContent).toContain('Check your connection')

    failWith = null
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledTimes(1)
    expect(screen.getByText('The form')).toBeTruthy()
  })

  it('a form that fails while drawing: says so without blaming the connection, and Try again draws it again without fetching', async () => {
    failWith = new Error('Cannot read properties of undefined')
    const onRetry = renderBoundary()
    const alert = screen.getByRole('alert')
    expect(alert.textContent).toContain("This block's settings could not be shown.")
    expect(alert.textContent).not.toContain('connection')

    failWith = null
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).not.toHaveBeenCalled()
    expect(screen.getByText('The form')).toBeTruthy()
  })
})

describe('the block panel', () => {
  it("a form that failed to draw does not keep the next block's settings hidden", async () => {
    const text = (id: string) => ({ id, type: 'text', content: { richText: [] } })
    const group = { id: 'g', title: 'Welcome', graphCoordinates: { x: 0, y: 0 }, blocks: [text('broken'), text('fine')] }
    const store = createEditorStore({
      env: { botId: 'bot', workspaceId: 'w', readOnly: false },
      server: { doc: toFlowDocument({ events: [], groups: [group], edges: [], variables: [] } as never), updatedAt: new Date().toISOString() },
    })
    const panel = (blockId: string) => (
      <EditorStoreProvider store={store}>
        <BlockSidePanel blockId={blockId} />
      </EditorStoreProvider>
    )
    const view = render(panel('broken'))
    expect((await screen.findByRole('alert')).textContent).toContain("This block's settings could not be shown.")
    view.rerender(panel('fine'))
    expect(await screen.findByText('Settings of fine')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
