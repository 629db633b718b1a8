import type { ClientSideAction } from '../../../shared/chat/response'
import type { Turn } from './turnContext'

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never

/**
 * Appends a client-side action, tied to the last bubble of this response so the client runs it
 * once that bubble is shown (§4.5).
 */
export function addAction(turn: Turn, action: DistributiveOmit<ClientSideAction, 'lastBubbleBlockId'>): void {
  const lastBubble = turn.messages.at(-1)
  turn.actions.push({ ...action, ...(lastBubble ? { lastBubbleBlockId: lastBubble.id } : {}) } as ClientSideAction)
}
