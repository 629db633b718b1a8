import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createQuietMoments } from '@/app/editor/collab/quietMoments'
import { toFlowDocument } from '@/app/editor/document/flowDocument'
import { createEditorStore } from '@/app/editor/store/editorStore'

const store = () =>
  createEditorStore({
    env: { botId: 'bot', workspaceId: 'w', readOnly: false },
    server: { doc: toFlowDocument({ events: [], groups: [], edges: [], variables: [] }), updatedAt: new Date().toISOString() },
  })
/** Time passes (timers and `performance.now` are the test's: nothing here depends on a busy machine). */
const pass = (ms: number) => vi.advanceTimersByTime(ms)
const pointer = (type: string, buttons: number) => window.dispatchEvent(new MouseEvent(type, { buttons }))

/** Gives `quiet` a task and returns whether it has run, to look at later. */
function waitingTask(quiet: ReturnType<typeof createQuietMoments>) {
  const task = { ran: false }
  quiet.run(() => (task.ran = true))
  return task
}

describe('quiet moments for heavy work in the editor', () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }))
  afterEach(() => void vi.useRealTimers())

  it('runs work given while nothing moves, within a moment', () => {
    const quiet = createQuietMoments(store())
    const task = waitingTask(quiet)
    expect(quiet.holding).toBe(true)
    pass(100)
    expect(task.ran).toBe(true)
    expect(quiet.holding).toBe(false)
  })

  /**
   * Work waiting while `hold` is in effect waits on (however long), and runs once `letGo` is
   * `settleMs` old: half a second after a button is let go, within a moment of a store gesture's end.
   */
  function expectHeldUntilLetGo(hold: () => void, letGo: () => void, { editor = store(), settleMs = 500 } = {}) {
    const task = waitingTask(createQuietMoments(editor))
    hold()
    pass(800)
    expect(task.ran).toBe(false)
    letGo()
    pass(settleMs - 20)
    expect(task.ran).toBe(false)
    pass(100)
    expect(task.ran).toBe(true)
  }

  it('waits while a button is held (a pan or drag on the canvas) and half a second after it is let go', () => {
    expectHeldUntilLetGo(
      () => pointer('pointerdown', 1),
      () => pointer('pointerup', 0),
    )
  })

  it('sees a button held since before it listened in the pointer moves', () => {
    expectHeldUntilLetGo(
      () => pointer('pointermove', 1),
      // Let go outside the window: the next move has no button down.
      () => pointer('pointermove', 0),
    )
  })

  it('waits for the end of a gesture of the store (a group being dragged)', () => {
    const editor = store()
    expectHeldUntilLetGo(
      () => editor.getState().beginGesture('Move'),
      () => editor.getState().endGesture(),
      { editor, settleMs: 20 },
    )
  })

  it('waits until the wheel and the keys have rested half a second', () => {
    const quiet = createQuietMoments(store())
    const task = waitingTask(quiet)
    for (let i = 0; i < 6; i++) {
      window.dispatchEvent(new WheelEvent('wheel', { deltaY: 40 }))
      pass(60)
      expect(task.ran).toBe(false)
    }
    // Typing in a block, or an undo before the next gesture.
    for (let i = 0; i < 6; i++) {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }))
      pass(200)
      expect(task.ran).toBe(false)
    }
    pass(280)
    expect(task.ran).toBe(false)
    pass(120)
    expect(task.ran).toBe(true)
  })
})
