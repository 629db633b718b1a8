import type { WaitForWebhookBlock } from '../../../../shared/bot/blocks'
import { addAction } from '../../walk/actions'
import { cursorOf, type LocatedBlock } from '../../walk/graph'
import { stop, type BlockOutcome } from '../../walk/outcome'
import type { Turn } from '../../walk/turnContext'
import { applyResponseMapping } from '../integrations/webhook/mapping'

/** Wait for webhook: the walk stops; the client listens until the call has come (chat layer). */
export function runWaitForWebhook(turn: Turn, at: LocatedBlock): BlockOutcome {
  addAction(turn, { type: 'listenForWebhook', expectsDedicatedReply: true })
  turn.state.pending = { type: 'inboundWebhook', cursor: cursorOf(at) }
  return stop
}

/** The posted body (JSON text; other text is kept as text) mapped as an HTTP response's `data`. */
export async function applyInboundWebhook(turn: Turn, block: WaitForWebhookBlock, text: string | undefined): Promise<void> {
  let data: unknown = text
  try {
    data = text === undefined ? undefined : JSON.parse(text)
  } catch {
    // Not JSON: mapped as the text it is.
  }
  await applyResponseMapping(turn, block.options?.responseVariableMapping, { statusCode: 200, data })
}
