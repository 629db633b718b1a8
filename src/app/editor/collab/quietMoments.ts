import type { EditorStore } from '../store/editorStore'

/** A wheel turned within this long is a pan or zoom still under way. */
const WHEEL_SETTLE_MS = 250
/** How often waiting work looks again whether the person has let go (and first looks: moves seen meanwhile tell a held button). */
const RECHECK_MS = 50

/**
 * Runs work that holds the main thread for a moment (applying a large bot's first sync: half a
 * second for 2,000 groups) when the person is not moving something on the canvas: no drag or
 * resize under way, no button held, no wheel turned in the last quarter second. A drag cut by it
 * would stutter, and one under way when the live session binds would be sent frame by frame. It listens
 * to the window only while work waits, so creating it has no effect (a render may make one).
 */
export function createQuietMoments(store: EditorStore, target: Window = window) {
  let pressed = false
  let lastWheel = -Infinity
  let waiting: (() => void)[] = []
  let timer: ReturnType<typeof setTimeout> | undefined

  const onDown = () => void (pressed = true)
  const onUp = () => void (pressed = false)
  // A button held since before we listened shows in the moves (and one released outside the window too).
  const onMove = (event: Event) => void (pressed = (event as PointerEvent).buttons !== 0)
  const onWheel = () => void (lastWheel = performance.now())
  const events = [
    ['pointerdown', onDown],
    ['pointerup', onUp],
    ['pointercancel', onUp],
    ['pointermove', onMove],
    ['wheel', onWheel],
  ] as const
  const listen = (on: boolean) => {
    for (const [type, listener] of events) {
      if (on) target.addEventListener(type, listener, { capture: true, passive: true })
      else target.removeEventListener(type, listener, { capture: true })
    }
  }

  const moving = () => pressed || store.getState().gesture !== null || performance.now() - lastWheel < WHEEL_SETTLE_MS
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
      lastWheel = -Infinity
      listen(true)
      timer = setTimeout(check, RECHECK_MS)
    },
    /** Whether work is waiting for a quiet moment. */
    get holding() {
      return waiting.length > 0
    },
  }
}
