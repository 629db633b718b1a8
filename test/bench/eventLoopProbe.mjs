import { subscribe } from 'node:diagnostics_channel'
import { readFileSync } from 'node:fs'
import { constants, monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks'

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
let longest = { gapMs: 0, ranMs: 0, waitedMs: 0, from: 0, to: 0 }
let ranMax = 0
if (SCHEDSTAT) {
  let last = performance.now()
  let [lastRan, lastWaited] = readSchedstat()
  setInterval(() => {
    const now = performance.now()
    const [ran, waited] = readSchedstat()
    const gap = { gapMs: now - last, ranMs: (ran - lastRan) / 1e6, waitedMs: (waited - lastWaited) / 1e6, from: last, to: now }
    if (gap.gapMs > longest.gapMs) longest = gap
    ranMax = Math.max(ranMax, gap.ranMs)
    last = now
    lastRan = ran
    lastWaited = waited
  }, TICK_MS).unref()
}

/**
 * The phase's garbage collections, [start, end, young] in `performance.now()` time: what the thread
 * ran in the longest delay may be a collection (young ones pause the loop for as long as it takes
 * to copy what is still alive), rather than the service's own code. Their count and their share of
 * the phase tell how much of the loop's time the turns' garbage costs, beside the longest one.
 */
let collections = []
let phaseStartedAt = performance.now()
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) collections.push([entry.startTime, entry.startTime + entry.duration, entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR])
}).observe({ entryTypes: ['gc'] })
const collectingWithin = (from, to) => collections.reduce((sum, [start, end]) => sum + Math.max(0, Math.min(end, to) - Math.max(start, from)), 0)

/**
 * Each answer's time in the service: from its request read off the socket to its response handed
 * to the kernel. The visitors' latency also counts their generator's own lateness (it shares the
 * service's two cores, below its priority); this is the part the service answers for.
 */
const readAt = new WeakMap()
let inService = []
subscribe('http.server.request.start', ({ request }) => readAt.set(request, performance.now()))
subscribe('http.server.response.finish', ({ request }) => {
  const at = readAt.get(request)
  if (at !== undefined) inService.push(performance.now() - at)
})

const round = (value) => Math.round(value * 100) / 100

process.on('message', (message) => {
  if (message === 'event-loop:reset') {
    histogram.reset()
    longest = { gapMs: 0, ranMs: 0, waitedMs: 0, from: 0, to: 0 }
    ranMax = 0
    collections = []
    phaseStartedAt = performance.now()
    inService = []
  }
  if (message === 'event-loop:read') {
    const ms = (ns) => round(ns / 1e6)
    const split = SCHEDSTAT
      ? { ranMax: round(ranMax), longestRan: round(longest.ranMs), longestWaitedForCore: round(longest.waitedMs), longestCollecting: round(collectingWithin(longest.from, longest.to)) }
      : {}
    const pauses = collections.map(([start, end]) => end - start)
    process.send?.({
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      ...split,
      collectionMax: round(pauses.reduce((max, pause) => Math.max(max, pause), 0)),
      youngCollections: collections.filter(([, , young]) => young).length,
      collectingPercent: round((100 * pauses.reduce((sum, pause) => sum + pause, 0)) / (performance.now() - phaseStartedAt)),
      inService,
    })
  }
})
