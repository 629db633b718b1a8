import { open, rm } from 'node:fs/promises'
import { join } from 'node:path'

/** A flush slower than this holds every commit waiting on it past the latency goal. */
export const STALL_MS = 50
/** One page written and flushed this often: about as many flushes a second as a quiet database's. */
const EVERY_MS = 20
const PAGE = Buffer.alloc(8192, 1)
/** Pages written in turn over a file of this many, so the file never grows (a growing file's flush also writes its size). */
const PAGES = 128

export type Stall = { start: number; end: number }

/**
 * The disk's own floor under the latency goal. An acknowledged turn is on disk (the hardening
 * issue), so every answer waits for a WAL flush, and a flush the disk holds up holds every turn in
 * flight. This writes and flushes one page every 20 ms in `folder` (the data folder: the embedded
 * database's disk; an external server's may be another) and keeps the flushes slower than STALL_MS,
 * in `performance.now()` time, so a turn in flight during one can be told apart from one our code
 * made slow.
 */
export async function startDiskFlushProbe(folder: string) {
  const path = join(folder, 'disk-flush-probe')
  const file = await open(path, 'w')
  let maxMs = 0
  const stalls: Stall[] = []
  let running = true
  const loop = (async () => {
    for (let page = 0; running; page = (page + 1) % PAGES) {
      const start = performance.now()
      await file.write(PAGE, 0, PAGE.length, page * PAGE.length)
      await file.datasync()
      const end = performance.now()
      maxMs = Math.max(maxMs, end - start)
      if (end - start > STALL_MS) stalls.push({ start, end })
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS))
    }
  })()
  return {
    /** The flushes of the probe's life: the slowest, and those over STALL_MS. */
    async stop() {
      running = false
      await loop
      await file.close()
      await rm(path, { force: true })
      return { maxMs: Math.round(maxMs), stalls }
    },
  }
}

/** Whether a turn (from when it was due to when it was answered) was in flight while the disk stalled. */
export const overlapsStall = (stalls: Stall[], from: number, to: number) => stalls.some((stall) => from < stall.end && to > stall.start)
