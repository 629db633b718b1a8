import type { IncomingMessage } from '../../../shared/chat/message'
import { processAnswer } from '../blocks/inputs/processAnswer'
import { runCommand } from '../events/commandEvent'
import type { Cursor } from '../sessionState'
import type { WalkEnd } from './outcome'
import { currentBot, type Turn } from './turnContext'
import { followEdge, walk } from './walk'

/** Inputs a startChat message never answers: the visitor has to see their buttons first (§4.2). */
const inputsShownFirst = new Set(['choice input', 'picture choice input', 'cards'])

/**
 * Uses the opening message (§4.2) when the walk stopped on an input that nothing was shown before
 * and that is not a button-like input; otherwise it is ignored. A command message fires its event.
 */
async function applyOpeningMessage(turn: Turn, message: IncomingMessage): Promise<void> {
  if (message.type === 'command') {
    await runCommand(turn, message.command)
    return
  }
  const pending = turn.state.pending
  if (pending?.type !== 'input' || turn.messages.length > 0 || inputsShownFirst.has(pending.input.type)) return
  await processAnswer(turn, { cursor: pending.cursor, input: pending.input, message })
}

/** Where a flow starts: an event's edge (the start event by default), or a group (preview `startFrom`). */
export type FlowStart = { type: 'event'; eventId?: string } | { type: 'group'; groupId: string }

/**
 * Starts the flow (§4.6 step 1): through the event's edge (none → the flow ends with no messages)
 * or at a group's first block, then applies the opening message.
 */
export async function beginFlow(turn: Turn, start: FlowStart, message?: IncomingMessage): Promise<WalkEnd> {
  turn.state.hasFlowStarted = true
  // A preview that starts over is a new conversation: its end event may run again.
  delete turn.state.hasEndEventRun
  const { bot } = currentBot(turn)
  let cursor: Cursor | undefined = start.type === 'group' ? { groupId: start.groupId } : undefined
  if (start.type === 'event') {
    const event = bot.events.find((candidate) => (start.eventId ? candidate.id === start.eventId : candidate.type === 'start'))
    cursor = followEdge(turn, event?.outgoingEdgeId)
  }
  if (!cursor) {
    delete turn.state.pending
    return 'ended'
  }
  await walk(turn, cursor)
  if (message) await applyOpeningMessage(turn, message)
  return turn.state.pending ? 'stopped' : 'ended'
}
