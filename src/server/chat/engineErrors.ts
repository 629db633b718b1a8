import { ORPCError } from '@orpc/server'
import { ChatInputError } from '../engine/turn'

/**
 * Runs one engine turn: a caller's mistake (unknown command, bad client reply…) becomes a 400, and a
 * turn past its time budget a 500 — its work is dropped, nothing is saved (§4.6).
 */
export async function runEngineTurn<T>(run: () => Promise<T>, budgetMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const overBudget = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ORPCError('INTERNAL_SERVER_ERROR', { message: 'This step of the chat took too long and was stopped; try again.' })),
      budgetMs,
    )
  })
  try {
    return await Promise.race([run(), overBudget])
  } catch (error) {
    if (error instanceof ChatInputError) throw new ORPCError('BAD_REQUEST', { message: error.message })
    throw error
  } finally {
    clearTimeout(timer)
  }
}
