import type { BotEvent } from '../../../shared/bot/event'
import { edgeTarget } from '../walk/graph'
import { addLog } from '../walk/logs'
import { currentBot, type Turn } from '../walk/turnContext'
import { followEdge, walk } from '../walk/walk'
import { abandonEventOf } from '../timers/schedule'
import type { SessionState } from '../sessionState'

/**
 * Walks an event's branch on the server with nobody watching (issue 14): its webhooks, emails, code
 * and variables do their work and their logs go to the result, but its bubbles and client actions
 * reach no visitor, and it cannot wait: at an input or an action expecting a reply it stops. The
 * session then waits on what it waited on before, at the same place of the same bots.
 */
export async function runInBackground(turn: Turn, event: BotEvent, label: string): Promise<void> {
  const { state } = turn
  const pending = state.pending
  const botsQueue = [...state.botsQueue]
  const marks = botsQueue.map((queued) => queued.returnMark)
  const lengths = { messages: turn.messages.length, actions: turn.actions.length, transcript: state.transcript.length }
  const skipBubbleId = turn.skipBubbleId
  delete state.pending
  await walk(turn, followEdge(turn, event.outgoingEdgeId))
  const stoppedAt = (state as SessionState).pending
  if (stoppedAt) {
    addLog(turn, {
      status: 'info',
      description: `The ${label} flow stopped at a block that waits for the visitor`,
      details: `Flows run on the server cannot ask the visitor anything; it stopped at ${stoppedAt.cursor.blockId}.`,
    })
  }
  turn.messages.length = lengths.messages
  turn.actions.length = lengths.actions
  state.transcript.length = lengths.transcript
  turn.skipBubbleId = skipBubbleId
  state.botsQueue = botsQueue
  botsQueue.forEach((queued, index) => {
    if (marks[index]) queued.returnMark = marks[index]
    else delete queued.returnMark
  })
  if (pending) state.pending = pending
  else delete state.pending
}

/** The first conversation-end event whose edge leads somewhere. */
const conversationEndEventOf = (turn: Turn) => {
  const { bot } = currentBot(turn)
  return bot.events.find((event) => event.type === 'conversationEnd' && edgeTarget(bot, event.outgoingEdgeId) !== undefined)
}

/** Runs the conversation-end event once, right after the flow ended (issue 14, Typebot #2138). */
export async function runConversationEnd(turn: Turn): Promise<void> {
  const { state } = turn
  if (!state.hasFlowStarted || state.pending || state.hasEndEventRun) return
  const event = conversationEndEventOf(turn)
  if (!event) return
  state.hasEndEventRun = true
  addLog(turn, { status: 'info', description: 'The conversation ended: its end event ran on the server' })
  await runInBackground(turn, event, 'conversation end')
}

/** Runs the abandon event: the chat waited past its idle minutes without a word from the visitor. */
export async function runAbandon(turn: Turn): Promise<boolean> {
  const event = abandonEventOf(currentBot(turn).bot)
  if (!event || !turn.state.pending) return false
  const minutes = event.options?.idleMinutes
  addLog(turn, {
    status: 'info',
    description: 'The visitor left the conversation idle: the abandon event ran on the server',
    details: minutes === undefined ? undefined : `No message for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  })
  await runInBackground(turn, event, 'abandon')
  return true
}
