/**
 * Calls `run` at most once per `ms` with the latest arguments (the last call is never lost), so a
 * pointer moving at 120 Hz sends presence about 20 times a second.
 */
export function throttle<A extends unknown[]>(run: (...args: A) => void, ms: number) {
  let last = 0
  let pending: A | null = null
  let timer: ReturnType<typeof setTimeout> | undefined
  const fire = () => {
    timer = undefined
    last = Date.now()
    const args = pending!
    pending = null
    run(...args)
  }
  const call = (...args: A) => {
    pending = args
    if (timer) return
    const wait = ms - (Date.now() - last)
    if (wait <= 0) fire()
    else timer = setTimeout(fire, wait)
  }
  call.cancel = () => {
    clearTimeout(timer)
    timer = undefined
    pending = null
  }
  return call
}
