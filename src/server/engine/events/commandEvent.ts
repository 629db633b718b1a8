import { ChatInputError } from '../turn'
import { edgeTarget } from '../walk/graph'
import type { WalkEnd } from '../walk/outcome'
import { currentBot, type Turn } from '../walk/turnContext'
import { followEdge, walk } from '../walk/walk'

/**
 * A `{type: "command"}` message (§1.5): walks the edge of the command event named exactly so. A
 * pending input becomes the return mark (a later Return asks it again; with `resumeAfter` the end of
 * the branch does). Unknown command or an event without edge → 400.
 */
export async function runCommand(turn: Turn, command: string): Promise<WalkEnd> {
  const queued = currentBot(turn)
  const event = queued.bot.events.find((candidate) => candidate.type === 'command' && candidate.options?.command === command)
  if (!event) throw new ChatInputError(`Unknown command "${command}"`)
  if (!edgeTarget(queued.bot, event.outgoingEdgeId)) throw new ChatInputError(`Command "${command}" is not connected to any block`)
  const pending = turn.state.pending
  if (pending?.type === 'input' && event.type === 'command')
    queued.returnMark = { kind: 'command', cursor: pending.cursor, isAutomatic: event.options?.resumeAfter ?? false }
  delete turn.state.pending
  return walk(turn, followEdge(turn, event.outgoingEdgeId))
}
