import { closeSync, fdatasyncSync, openSync, rmSync, writeSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The disk flush probe's own process (diskFlushProbe.ts starts it, in a session of its own): one
 * page written and flushed every EVERY_MS in the folder given, each write and flush timed around
 * the calls themselves, synchronously, so what is timed is the disk and not an event loop's delay
 * in noticing that the flush returned. Sent back over IPC when asked: the slowest flush and those
 * over the stall threshold, in epoch milliseconds (performance.timeOrigin + now), a clock every
 * process shares.
 */
const [folder, stallMs] = [process.argv[2], Number(process.argv[3])]
const EVERY_MS = 20
const PAGE = Buffer.alloc(8192, 1)
/** Pages written in turn over a file of this many, so the file never grows (a growing file's flush also writes its size). */
const PAGES = 128

const path = join(folder, 'disk-flush-probe')
const fd = openSync(path, 'w')
const epoch = () => performance.timeOrigin + performance.now()
let page = 0
let maxMs = 0
const stalls = []

const timer = setInterval(() => {
  const start = epoch()
  writeSync(fd, PAGE, 0, PAGE.length, page * PAGE.length)
  fdatasyncSync(fd)
  const end = epoch()
  page = (page + 1) % PAGES
  maxMs = Math.max(maxMs, end - start)
  if (end - start > stallMs) stalls.push({ start, end })
}, EVERY_MS)

const finish = () => {
  clearInterval(timer)
  closeSync(fd)
  rmSync(path, { force: true })
}
process.once('message', () => {
  finish()
  process.send({ maxMs, stalls }, () => process.exit(0))
})
// In a session of its own, an interrupted bench's Ctrl-C does not reach the probe: its channel closing does.
process.once('disconnect', () => {
  finish()
  process.exit(0)
})
process.send('ready')
