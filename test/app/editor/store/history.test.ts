import { describe, expect, it } from 'vitest'
import { renameGroup } from '../../../../src/app/editor/commands/groups/renameGroup'
import { moveNodes } from '../../../../src/app/editor/commands/groups/moveNodes'
import { removeElements } from '../../../../src/app/editor/commands/groups/removeElements'
import { createEditorStore } from '../../../../src/app/editor/store/editorStore'
import { hasUnsavedChanges } from '../../../../src/app/editor/store/saveSlice'
import { flowDoc, group, text } from '../support/flowDocs'

const doc = flowDoc([group('g1', [text('a')]), group('g2', [text('b')], { x: 400, y: 0 })])

/** A store whose clock the test moves by hand. */
function storeAt(options: { limit?: number } = {}) {
  let now = 0
  const store = createEditorStore({ env: { botId: 'b', workspaceId: 'w', readOnly: false }, server: { doc, updatedAt: '2026-01-01T00:00:00.000Z' }, history: { now: () => now, ...options } })
  return { store, state: () => store.getState(), wait: (ms: number) => (now += ms) }
}
const title = (state: { doc: typeof doc }, i = 0) => state.doc.groups[i].title

describe('undo and redo', () => {
  it('undoes and redoes an edit', () => {
    const { state } = storeAt()
    state().commit('Rename', (d) => renameGroup(d, { groupId: 'g1', title: 'Hello' }))
    expect(title(state())).toBe('Hello')
    state().undo()
    expect(title(state())).toBe('g1')
    expect(state().doc).toBe(doc)
    state().redo()
    expect(title(state())).toBe('Hello')
  })

  it('a new edit forgets what was undone', () => {
    const { state } = storeAt()
    state().commit('Rename', (d) => renameGroup(d, { groupId: 'g1', title: 'One' }))
    state().undo()
    state().commit('Rename', (d) => renameGroup(d, { groupId: 'g1', title: 'Two' }))
    expect(state().future).toEqual([])
    state().redo()
    expect(title(state())).toBe('Two')
  })

  it('an edit that changes nothing is not a step', () => {
    const { state } = storeAt()
    expect(state().commit('Nothing', (d) => d)).toBe(false)
    expect(state().past).toEqual([])
  })

  it('keeps at most the configured number of steps', () => {
    const { state } = storeAt({ limit: 3 })
    for (const name of ['a', 'b', 'c', 'd', 'e']) state().commit('Rename', (d) => renameGroup(d, { groupId: 'g1', title: name }))
    expect(state().past).toHaveLength(3)
    state().undo()
    state().undo()
    state().undo()
    state().undo()
    expect(title(state())).toBe('b')
  })
})

describe('one gesture is one step', () => {
  it('a drag of many frames undoes in one step', () => {
    const { state } = storeAt()
    state().beginGesture('Move')
    for (let x = 1; x <= 30; x++) state().updateGesture((d) => moveNodes(d, { positions: { g1: { x, y: x } } }))
    state().endGesture()
    expect(state().past).toHaveLength(1)
    state().undo()
    expect(state().doc.groups[0].graphCoordinates).toEqual({ x: 0, y: 0 })
    state().redo()
    expect(state().doc.groups[0].graphCoordinates).toEqual({ x: 30, y: 30 })
  })

  it('a drag that ends where it started is no step', () => {
    const { state } = storeAt()
    state().beginGesture('Move')
    state().updateGesture((d) => moveNodes(d, { positions: { g1: { x: 5, y: 5 } } }))
    state().updateGesture((d) => moveNodes(d, { positions: { g1: { x: 0, y: 0 } } }))
    state().endGesture()
    expect(state().past).toHaveLength(0)
  })

  it('undo during a gesture first closes it', () => {
    const { state } = storeAt()
    state().beginGesture('Move')
    state().updateGesture((d) => moveNodes(d, { positions: { g1: { x: 9, y: 9 } } }))
    state().undo()
    expect(state().doc).toBe(doc)
    expect(state().gesture).toBeNull()
  })
})

describe('typing coalesces per block per pause', () => {
  const type = (state: () => ReturnType<typeof storeAt>['store'] extends { getState: () => infer S } ? S : never, groupId: string, value: string) =>
    state().commit('Edit', (d) => renameGroup(d, { groupId, title: value }), { coalesceKey: `group:${groupId}` })

  it('keystrokes in quick succession are one step', () => {
    const { state, wait } = storeAt()
    for (const value of ['H', 'He', 'Hel', 'Hell', 'Hello']) {
      type(state, 'g1', value)
      wait(200)
    }
    expect(state().past).toHaveLength(1)
    state().undo()
    expect(title(state())).toBe('g1')
  })

  it('a pause starts a new step', () => {
    const { state, wait } = storeAt()
    type(state, 'g1', 'Hel')
    wait(1500)
    type(state, 'g1', 'Hello')
    expect(state().past).toHaveLength(2)
    state().undo()
    expect(title(state())).toBe('Hel')
  })

  it('editing another block starts a new step', () => {
    const { state } = storeAt()
    type(state, 'g1', 'One')
    type(state, 'g2', 'Two')
    expect(state().past).toHaveLength(2)
  })
})

describe('what never enters history', () => {
  it('selection and panels change without a step', () => {
    const { state } = storeAt()
    state().select({ nodeIds: ['g1'], edgeIds: [] })
    state().setSelected({ nodes: [{ id: 'g2', selected: true }] })
    state().openSidePanel({ kind: 'variables' })
    expect(state().past).toEqual([])
    expect([...state().selectedNodeIds]).toEqual(['g1', 'g2'])
  })

  it('loading or adopting a version clears history', () => {
    const { state } = storeAt()
    state().commit('Remove', (d) => removeElements(d, { groupIds: ['g2'] }))
    state().undo()
    state().adopt({ doc, updatedAt: '2026-01-02T00:00:00.000Z' })
    expect(state().past).toEqual([])
    expect(state().future).toEqual([])
  })

  it('undoing back to the saved version leaves nothing to save', () => {
    const { state } = storeAt()
    state().commit('Rename', (d) => renameGroup(d, { groupId: 'g1', title: 'Hello' }))
    expect(hasUnsavedChanges(state())).toBe(true)
    state().undo()
    expect(hasUnsavedChanges(state())).toBe(false)
  })
})
