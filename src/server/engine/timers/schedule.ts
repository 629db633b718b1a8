import { defaultAbandonIdleMinutes } from '../../../shared/bot/event'
import { defaultTimeoutSeconds, type InputTimeout } from '../../../shared/bot/blocks'
import type { ChatInput } from '../../../shared/chat/response'
import type { BotSnapshot } from '../ports'
import type { SessionSchedule, SessionState } from '../sessionState'
import { edgeTarget } from '../walk/graph'
import { currentBot, type Turn } from '../walk/turnContext'

/** A reminder path that leads back to its input could time out forever on a closed tab: it stops after this many in a row. */
export const maxTimeoutsInARow = 5

/** What started a turn: the visitor's message, or the scheduler (a timeout, the abandon event). */
export type TurnTrigger = 'visitor' | 'timeout' | 'abandon'

/** The timeout of an input when it is on and its path leads somewhere; absent otherwise. */
export function activeTimeout(bot: BotSnapshot, input: ChatInput): (InputTimeout & { seconds: number }) | undefined {
  const timeout = (input.options as { timeout?: InputTimeout } | undefined)?.timeout
  if (!timeout?.isEnabled || !edgeTarget(bot, timeout.outgoingEdgeId)) return undefined
  return { ...timeout, seconds: timeout.seconds ?? defaultTimeoutSeconds }
}

/** The bot's abandon event when it leads somewhere (the first such one, like reply events). */
export function abandonEventOf(bot: BotSnapshot) {
  return bot.events.find((event) => event.type === 'abandon' && edgeTarget(bot, event.outgoingEdgeId) !== undefined) as
    | Extract<BotSnapshot['events'][number], { type: 'abandon' }>
    | undefined
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms).toISOString()

/**
 * Sets the session's deadlines after a turn. A visitor's message restarts the count of timeouts and
 * the idle clock; the input timeout is armed afresh for whatever input now waits (after a visitor's
 * message or a timeout), and left as it was by the abandon event, which does not move the chat.
 */
export function armTimers(turn: Turn, trigger: TurnTrigger): void {
  const { state } = turn
  const now = turn.ports.now()
  const schedule: SessionSchedule = { ...(state.schedule ?? { timeoutsInARow: 0 }) }
  const isWaiting = state.hasFlowStarted && state.pending !== undefined
  if (trigger === 'visitor') {
    schedule.timeoutsInARow = 0
    const abandon = state.isPreview || !isWaiting ? undefined : abandonEventOf(currentBot(turn).bot)
    if (abandon) schedule.abandonAt = later(now, (abandon.options?.idleMinutes ?? defaultAbandonIdleMinutes) * 60_000)
    else delete schedule.abandonAt
  }
  if (!isWaiting) delete schedule.abandonAt
  if (trigger !== 'abandon') {
    const pending = state.pending
    const timeout = pending?.type === 'input' ? activeTimeout(currentBot(turn).bot, pending.input) : undefined
    if (timeout && schedule.timeoutsInARow < maxTimeoutsInARow) schedule.timeoutAt = later(now, timeout.seconds * 1000)
    else delete schedule.timeoutAt
  }
  if (schedule.timeoutAt === undefined && schedule.abandonAt === undefined && schedule.timeoutsInARow === 0) delete state.schedule
  else state.schedule = schedule
}

/** The earliest deadline of a session (stored as its row's `due_at`), or null when it has none. */
export function dueAt(state: Pick<SessionState, 'schedule'>): Date | null {
  const times = [state.schedule?.timeoutAt, state.schedule?.abandonAt].filter((time): time is string => time !== undefined)
  if (times.length === 0) return null
  return new Date(Math.min(...times.map((time) => Date.parse(time))))
}
