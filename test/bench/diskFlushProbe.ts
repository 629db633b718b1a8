import { fork } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'

/** A flush slower than this holds every commit waiting on it past the latency goal. */
export const STALL_MS = 50

export type Stall = { start: number; end: number }

/**
 * The disk's own floor under the latency goal. An acknowledged turn is on disk (the hardening
 * issue), so every answer waits for a WAL flush, and a flush the disk holds up holds every turn in
 * flight. A process of its own writes and flushes one page every 20 ms in `folder` (the data
 * folder: the embedded database's disk; an external server's may be another) and keeps the flushes
 * slower than STALL_MS, in this process's `performance.now()` time, so a turn in flight during one
 * can be told apart from one our code made slow.
 *
 * Not in the load generator's process: there, a flush was timed until the generator's event loop
 * noticed it had returned, and that loop runs below the service's priority on the same two cores.
 * On tmpfs, where a flush costs nothing, it read "stalls" of 77-153 ms per round. In a session of
 * its own (setsid), the probe is weighed against the service like any other session, and its
 * timing covers the write and the flush alone.
 */
export async function startDiskFlushProbe(folder: string) {
  const probe = fork(fileURLToPath(new URL('./diskFlushProbeProcess.mjs', import.meta.url)), [folder, String(STALL_MS)], { execArgv: [], detached: true })
  // The probe's next message; a probe that dies first (an unwritable folder) fails the bench rather than hanging it.
  const reply = () =>
    Promise.race([once(probe, 'message').then(([message]) => message), once(probe, 'exit').then(([code]) => Promise.reject(new Error(`the disk flush probe exited (${code})`)))])
  if ((await reply()) !== 'ready') throw new Error('the disk flush probe did not start')
  return {
    /** The flushes of the probe's life: the slowest, and those over STALL_MS. */
    async stop() {
      const answer = reply()
      probe.send('stop')
      const { maxMs, stalls } = (await answer) as { maxMs: number; stalls: Stall[] }
      const here = (epoch: number) => epoch - performance.timeOrigin
      return { maxMs: Math.round(maxMs), stalls: stalls.map(({ start, end }) => ({ start: here(start), end: here(end) })) }
    },
  }
}

/** Whether a turn (from when it was due to when it was answered) was in flight while the disk stalled. */
export const overlapsStall = (stalls: Stall[], from: number, to: number) => stalls.some((stall) => from < stall.end && to > stall.start)
