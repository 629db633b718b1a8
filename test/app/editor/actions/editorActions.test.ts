import { describe, expect, it } from 'vitest'
import { actionById, type ActionContext, type ActionId } from '../../../../src/app/editor/actions/editorActions'
import { matches, shortcutLabel } from '../../../../src/app/editor/actions/shortcuts'
import type { FlowFragment } from '../../../../src/app/editor/commands/fragment/flowFragment'
import { parseFragment, serializeFragment } from '../../../../src/app/editor/clipboard/fragmentFormat'
import type { FragmentClipboard } from '../../../../src/app/editor/clipboard/fragmentClipboard'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import { edge, expectValidDocument, flowDoc, group, text } from '../support/flowDocs'

const doc = () =>
  flowDoc(
    [group('g1', [text('a')], { x: 0, y: 0 }, 'One'), group('g2', [text('b')], { x: 400, y: 0 }, 'Two')],
    [edge('e0', { eventId: 'start' }, 'g1'), edge('e1', { blockId: 'a' }, 'g2')],
    [{ id: 'v', name: 'Unused' }],
  )

/** A clipboard held in memory, as the system one would hold the text. */
function memoryClipboard(): FragmentClipboard & { text: string | null } {
  const board = {
    text: null as string | null,
    write: async (fragment: FlowFragment) => void (board.text = serializeFragment(fragment)),
    read: async () => parseFragment(board.text),
  }
  return board
}

function setup(readOnly = false) {
  const store = createEditorStore({ env: { botId: 'b', workspaceId: 'w', readOnly }, server: { doc: doc(), updatedAt: '2026-01-01T00:00:00.000Z' } })
  const clipboard = memoryClipboard()
  const context = (nodeIds: string[] = [...store.getState().selectedNodeIds], edgeIds: string[] = []): ActionContext => ({
    store,
    target: { nodeIds, edgeIds },
    clipboard,
    pasteAt: () => ({ x: 1000, y: 500 }),
  })
  const run = async (id: ActionId, nodeIds?: string[], edgeIds?: string[]) => {
    const action = actionById(id)
    expect(action.isAvailable(context(nodeIds, edgeIds)), `${id} is available`).toBe(true)
    await action.perform(context(nodeIds, edgeIds))
  }
  return { store, clipboard, context, run, state: () => store.getState() }
}

describe('editor actions', () => {
  it('select all selects every group', async () => {
    const { run, state } = setup()
    await run('selectAll')
    expect([...state().selectedNodeIds]).toEqual(['g1', 'g2'])
  })

  it('delete removes the target groups and edges in one undoable step', async () => {
    const { run, state } = setup()
    await run('delete', ['g2'])
    expect(state().doc.groups.map((g) => g.title)).toEqual(['One'])
    expectValidDocument(state().doc)
    await run('undo')
    expect(state().doc.groups).toHaveLength(2)
    await run('redo')
    expect(state().doc.groups).toHaveLength(1)
  })

  it('delete is not offered for the start event alone', () => {
    const { context } = setup()
    expect(actionById('delete').isAvailable(context(['start']))).toBe(false)
  })

  it('copy then paste adds the groups with fresh ids where pointed, selected', async () => {
    const { run, state, clipboard } = setup()
    await run('copy', ['g1', 'g2'])
    expect(clipboard.text).toContain('botbuilder/flow-fragment')
    await run('paste')
    const pasted = state().doc.groups.slice(2)
    expect(pasted.map((g) => [g.title, g.graphCoordinates])).toEqual([
      ['One (2)', { x: 1000, y: 500 }],
      ['Two (2)', { x: 1400, y: 500 }],
    ])
    expect([...state().selectedNodeIds]).toEqual(pasted.map((g) => g.id))
    expect(state().doc.edges).toHaveLength(3)
    expectValidDocument(state().doc)
  })

  it('cut copies then removes; paste brings them back as new groups', async () => {
    const { run, state } = setup()
    await run('cut', ['g2'])
    expect(state().doc.groups.map((g) => g.title)).toEqual(['One'])
    await run('paste')
    expect(state().doc.groups.map((g) => g.title)).toEqual(['One', 'Two'])
    expectValidDocument(state().doc)
  })

  it('duplicate copies beside the original', async () => {
    const { run, state } = setup()
    await run('duplicate', ['g1'])
    expect(state().doc.groups.at(-1)?.graphCoordinates).toEqual({ x: 40, y: 40 })
  })

  it('pasting something that is not a fragment changes nothing', async () => {
    const { run, state, clipboard } = setup()
    clipboard.text = 'just words'
    await run('paste')
    expect(state().past).toEqual([])
  })

  it('a clipboard text that claims to be a fragment but breaks the schemas is refused', () => {
    expect(parseFragment(JSON.stringify({ type: 'botbuilder/flow-fragment', version: 1, groups: [{ id: 'x' }], edges: [], variables: [] }))).toBeNull()
  })
})

describe('shortcuts', () => {
  const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods })

  it('Ctrl or Cmd count as the same modifier, Shift must match', () => {
    expect(matches(key('z', { ctrlKey: true }), { key: 'z', mod: true })).toBe(true)
    expect(matches(key('Z', { metaKey: true, shiftKey: true }), { key: 'z', mod: true, shift: true })).toBe(true)
    expect(matches(key('z', { ctrlKey: true, shiftKey: true }), { key: 'z', mod: true })).toBe(false)
    expect(matches(key('Delete'), { key: 'Delete' })).toBe(true)
  })

  it('every action has a shortcut, written for menus', () => {
    for (const id of ['undo', 'redo', 'cut', 'copy', 'paste', 'duplicate', 'delete', 'selectAll'] as const) {
      expect(actionById(id).shortcuts.length).toBeGreaterThan(0)
    }
    expect(shortcutLabel({ key: 'z', mod: true, shift: true })).toBe('Ctrl+Shift+Z')
  })
})
