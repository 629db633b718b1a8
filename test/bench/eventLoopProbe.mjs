import { readFileSync } from 'node:fs'
import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Preloaded into the service by the chat benchmark (`--import`): how long the event loop was held,
 * read and reset over IPC, so the figures cover exactly one load phase.
 */
const histogram = monitorEventLoopDelay({ resolution: 5 })
histogram.enable()

/**
 * A delay has two causes: the loop running something long, or the loop's thread ready to run while
 * the machine's cores run something else (on two cores shared with the database and the visitors'
 * generator, a wait of tens of milliseconds). On Linux the thread's schedstat tells them apart: its
 * time running and its time waiting for a core, in nanoseconds. A tick every 5 ms keeps, for the
 * longest gap between ticks, how long the thread ran and waited in it, and the longest it ran
 * within any one gap: what the service's own work held the loop, whatever the machine did.
 */
const SCHEDSTAT = process.platform === 'linux' ? `/proc/self/task/${process.pid}/schedstat` : undefined
const TICK_MS = 5
const readSchedstat = () => readFileSync(SCHEDSTAT, 'utf8').split(' ', 2).map(Number)
let longest = { gapMs: 0, ranMs: 0, waitedMs: 0 }
let ranMax = 0
if (SCHEDSTAT) {
  let last = performance.now()
  let [lastRan, lastWaited] = readSchedstat()
  setInterval(() => {
    const now = performance.now()
    const [ran, waited] = readSchedstat()
    const gap = { gapMs: now - last, ranMs: (ran - lastRan) / 1e6, waitedMs: (waited - lastWaited) / 1e6 }
    if (gap.gapMs > longest.gapMs) longest = gap
    ranMax = Math.max(ranMax, gap.ranMs)
    last = now
    lastRan = ran
    lastWaited = waited
  }, TICK_MS).unref()
}

process.on('message', (message) => {
  if (message === 'event-loop:reset') {
    histogram.reset()
    longest = { gapMs: 0, ranMs: 0, waitedMs: 0 }
    ranMax = 0
  }
  if (message === 'event-loop:read') {
    const round = (value) => Math.round(value * 100) / 100
    const ms = (ns) => round(ns / 1e6)
    const split = SCHEDSTAT ? { ranMax: round(ranMax), longestRan: round(longest.ranMs), longestWaitedForCore: round(longest.waitedMs) } : {}
    process.send?.({ p99: ms(histogram.percentile(99)), max: ms(histogram.max), ...split })
  }
})
