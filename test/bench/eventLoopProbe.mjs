import { monitorEventLoopDelay } from 'node:perf_hooks'

/**
 * Preloaded into the service by the chat benchmark (`--import`): how long the event loop was held,
 * read and reset over IPC, so the figures cover exactly one load phase.
 */
const histogram = monitorEventLoopDelay({ resolution: 5 })
histogram.enable()
process.on('message', (message) => {
  if (message === 'event-loop:reset') histogram.reset()
  if (message === 'event-loop:read') {
    const ms = (ns) => Math.round(ns / 1e4) / 100
    process.send?.({ p99: ms(histogram.percentile(99)), max: ms(histogram.max) })
  }
})
