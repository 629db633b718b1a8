import { processAnswer } from '../blocks/inputs/processAnswer'
import { loopToResume } from '../blocks/logic/loop'
import { noteSideEffect } from '../back/sideEffects'
import { popLinkedBot } from '../session/queue'
import type { Cursor } from '../sessionState'
import { edgeTarget, locate, nextInGroup } from './graph'
import { addLog } from './logs'
import type { WalkEnd } from './outcome'
import { runBlock } from './runBlock'
import { shouldPause, traceBlock } from '../debug/tracer'
import { cursorOf } from './graph'
import { currentBot, maxStepsPerTurn, recordFor, type Turn } from './turnContext'

/**
 * Follows an edge of the executing bot, recording it as visited (§4.8). Returns where it leads, or
 * undefined when the edge or its target is missing (treated as absent, §1.4).
 */
export function followEdge(turn: Turn, edgeId: string | undefined): Cursor | undefined {
  const queued = currentBot(turn)
  const target = edgeTarget(queued.bot, edgeId)
  if (!target || !edgeId) return undefined
  recordFor(turn, queued.resultId).visitedEdgeIds.push(edgeId)
  turn.state.previewHistory?.visitedEdgeIds.push(edgeId)
  return target
}

/**
 * Where the walk goes when a branch ends (§4.6 step 3): back to the Loop block whose body it was
 * (issue 14), else to an input after a `command` that asked to resume, else out of a linked bot to
 * its return point, else nowhere (the flow ends).
 */
function endOfBranch(turn: Turn): Cursor | undefined {
  for (;;) {
    const loop = loopToResume(turn)
    if (loop) return loop
    const queued = currentBot(turn)
    const mark = queued.returnMark
    if (mark?.kind === 'command' && mark.isAutomatic) {
      delete queued.returnMark
      return mark.cursor
    }
    if (turn.state.botsQueue.length <= 1) return undefined
    const point = popLinkedBot(turn)
    if (point.type === 'block') return point.cursor
    if (point.type === 'edge') {
      const target = followEdge(turn, point.edgeId)
      if (target) return target
    }
    // The link was the last thing of the parent's branch: that branch ends as well.
  }
}

/**
 * Runs blocks from `start` until the session has to wait or the flow ends (§4.6). A request runs
 * at most `maxStepsPerTurn` blocks: past that the flow is cut with an error log and ends, so an
 * endless loop in a bot answers with what it produced instead of spinning.
 */
export async function walk(turn: Turn, start: Cursor | undefined): Promise<WalkEnd> {
  let position = start
  for (;;) {
    if (!position) {
      position = endOfBranch(turn)
      if (!position) return endFlow(turn)
      continue
    }
    const at = locate(currentBot(turn).bot, position)
    if (!at) {
      position = undefined
      continue
    }
    if (turn.debug && shouldPause(turn.debug, at.block.id)) {
      // The preview debugger stops before the block; step or continue runs it (resume.ts).
      turn.state.pending = { type: 'breakpoint', cursor: cursorOf(at) }
      return 'stopped'
    }
    if (++turn.steps > maxStepsPerTurn) {
      addLog(turn, {
        status: 'error',
        description: 'The flow was stopped: it ran too many blocks without waiting for the visitor',
        details: `More than ${maxStepsPerTurn} blocks in one turn; the last one was ${at.block.id} (${at.block.type}).`,
      })
      return endFlow(turn)
    }
    const outcome = turn.debug ? await traceBlock(turn, at, () => runBlock(turn, at)) : await runBlock(turn, at)
    noteSideEffect(turn, at.block)
    switch (outcome.type) {
      case 'stop':
        return 'stopped'
      case 'next':
        position = followEdge(turn, at.block.outgoingEdgeId) ?? nextInGroup(at.group, at.index)
        break
      case 'edge':
        position = followEdge(turn, outcome.edgeId)
        break
      case 'goto':
        position = outcome.cursor
        break
      case 'endBranch':
        position = undefined
        break
      case 'processReply':
        return processAnswer(turn, outcome, { isReplyEventDone: true })
    }
  }
}

function endFlow(turn: Turn): WalkEnd {
  delete turn.state.pending
  return 'ended'
}

/** Resumes after a block the session waited on: its edge, else the next block of its group. */
export function continueAfter(turn: Turn, cursor: Cursor): Promise<WalkEnd> {
  const at = locate(currentBot(turn).bot, cursor)
  return walk(turn, at ? (followEdge(turn, at.block.outgoingEdgeId) ?? nextInGroup(at.group, at.index)) : undefined)
}
