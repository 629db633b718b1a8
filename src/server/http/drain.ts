import type { Server } from 'node:http'

/**
 * Graceful stop of some listeners: no new connection is accepted, requests in flight run to their
 * answer, and each connection is closed as soon as it is idle (keep-alive ones included, which
 * `close()` alone would wait on). After `graceMs` whatever is left is cut. True when all finished.
 */
export async function drainListeners(listeners: Server[], graceMs: number): Promise<boolean> {
  const closed = Promise.all(listeners.map((listener) => new Promise<void>((resolve) => listener.close(() => resolve()))))
  const closeIdle = () => listeners.forEach((listener) => listener.closeIdleConnections())
  closeIdle()
  // A connection whose answer goes out after close() turns idle later: swept until all are gone.
  const sweep = setInterval(closeIdle, 50)
  let timer: NodeJS.Timeout | undefined
  const finished = await Promise.race([closed.then(() => true), new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), graceMs)))])
  clearInterval(sweep)
  clearTimeout(timer)
  if (!finished) listeners.forEach((listener) => listener.closeAllConnections())
  return finished
}
