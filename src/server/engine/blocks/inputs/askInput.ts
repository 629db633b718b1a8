import type { InputBlock } from '../../../../shared/bot/blocks'
import { cursorOf, type LocatedBlock } from '../../walk/graph'
import { stop, type BlockOutcome } from '../../walk/outcome'
import { plainData } from '../../walk/plainData'
import type { Turn } from '../../walk/turnContext'
import { startPayment } from './payment/startPayment'
import { resolveInput } from './resolveInput'

/** Reaching an input stops the walk: the response shows it and the next message answers it (§2.2). */
export async function askInput(turn: Turn, block: InputBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const resolved = await resolveInput(turn, block)
  const input = resolved.type === 'payment input' ? await startPayment(turn, resolved) : resolved
  turn.state.pending = { type: 'input', cursor: cursorOf(at), input: plainData(input) }
  return stop
}
