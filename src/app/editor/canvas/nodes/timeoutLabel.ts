import type { Block } from '@/shared/bot/blocks'
import { defaultTimeoutSeconds } from '@/shared/bot/timerDefaults'
import { timeoutOf } from '../../document/blockOutputs'

/** What an input's timeout output is called on the canvas and in connect mode: "No answer in 30 s". */
export function timeoutLabel(block: Block): string {
  const timeout = timeoutOf(block)
  if (!timeout?.isEnabled) return 'No answer (timeout off)'
  const seconds = timeout.seconds ?? defaultTimeoutSeconds
  return seconds % 60 === 0 && seconds >= 60 ? `No answer in ${seconds / 60} min` : `No answer in ${seconds} s`
}
