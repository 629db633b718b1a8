import { ORPCError } from '@orpc/server'
import { ChatInputError } from '../engine/turn'

/**
 * Runs one engine turn: a caller's mistake (unknown command, bad client reply…) becomes a 400, and a
 * turn past its time budget a 500 — its work is dropped, nothing is saved (§4.6). The signal given
 * to `run` aborts when the budget is spent or the caller hangs up (`callerSignal`), so that the
 * turn's scripts stop instead of holding sandbox workers nobody waits for.
 */
export async function runEngineTurn<T>(run: (signal: AbortSignal) => Promise<T>, budgetMs: number, callerSignal?: AbortSignal): Promise<T> {
  // One controller for both causes: AbortSignal.any costs a weakly tracked signal per turn (2 % of a
  // chat turn's time, profiled), for a caller that almost never hangs up.
  const turn = new AbortController()
  const hangUp = () => turn.abort()
  if (callerSignal?.aborted) turn.abort()
  callerSignal?.addEventListener('abort', hangUp, { once: true })
  let timer: NodeJS.Timeout | undefined
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      turn.abort()
      reject(new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This step of the chat took too long and was stopped; try again.' }))
    }, budgetMs)
  })
  try {
    return await Promise.race([run(turn.signal), overBudget])
  } catch (error) {
    if (error instanceof ChatInputError) throw new ORPCError('BAD_REQUEST', { message: error.message })
    throw error
  } finally {
    clearTimeout(timer)
    callerSignal?.removeEventListener('abort', hangUp)
  }
}
