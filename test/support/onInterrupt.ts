const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const

/**
 * Runs `cleanup` if this process is interrupted (Ctrl-C, a kill, its terminal closing), then lets
 * it die of that signal as it would have. Returns what stops listening, once the cleanup is due
 * anyway. Several may listen: each cleans up and raises the signal again, the last one ends it.
 */
export function onInterrupt(cleanup: (signal: NodeJS.Signals) => void): () => void {
  const interrupted = (signal: NodeJS.Signals) => {
    stopListening()
    cleanup(signal)
    process.kill(process.pid, signal)
  }
  const stopListening = () => SIGNALS.forEach((signal) => process.off(signal, interrupted))
  SIGNALS.forEach((signal) => process.on(signal, interrupted))
  return stopListening
}
