import type { EditorStore } from '../store/editorStore'

/**
 * A button pressed or let go, a wheel turned or a key pressed within this long: the person is at
 * work, and the next gesture (a drag after a drag, a pan after an undo) may begin any moment.
 */
const SETTLE_MS = 500
/** How often waiting work looks again whether the person has let go (and first looks: moves seen meanwhile tell a held button). */
const RECHECK_MS = 50

/**
 * Runs work that holds the main thread for a moment (applying a large bot's first sync: about a
 * second for 2,000 groups) when the person pauses: no drag or resize under way, no button held,
 * and no button, wheel or key used in the last half second. A gesture cut by it would stutter,
 * and a drag under way when the live session binds would be sent frame by frame. It listens to
 * the window only while work waits, so creating it has no effect (a render may make one).
 */
export function createQuietMoments(store: EditorStore, target: Window = window) {
  let pressed = false
  let lastActivity = -Infinity
  let waiting: (() => void)[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const press = (held: boolean) => {
    if (held !== pressed) lastActivity = performance.now()
    pressed = held
  }
  const onDown = () => press(true)
  const onUp = () => press(false)
  // A button held since before we listened shows in the moves (and one released outside the window too).
  const onMove = (event: Event) => press((event as PointerEvent).buttons !== 0)
  const onActivity = () => void (lastActivity = performance.now())
  const events = [
    ['pointerdown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['pointermove', onMove],
    ['wheel', onActivity],
    ['keydown', onActivity],
  ] as const
  const listen = (on: boolean) => {
    for (const [type, listener] of events) {
      if (on) target.addEventListener(type, listener, { capture: true, passive: true })
      else target.removeEventListener(type, listener, { capture: true })
    }
  }

  const moving = () => pressed || store.getState().gesture !== null || performance.now() - lastActivity < SETTLE_MS
  const check = () => {
    if (moving()) {
      timer = setTimeout(check, RECHECK_MS)
      return
    }
    timer = undefined
    listen(false)
    const tasks = waiting
    waiting = []
    tasks.forEach((task) => task())
  }

  return {
    run(task: () => void) {
      waiting.push(task)
      if (timer !== undefined) return
      pressed = false
      lastActivity = -Infinity
      listen(true)
      timer = setTimeout(check, RECHECK_MS)
    },
    /** Whether work is waiting for a quiet moment. */
    get holding() {
      return waiting.length > 0
    },
  }
}
