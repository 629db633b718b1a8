import { defaultLoopOptions, type LoopBlock } from '../../../../shared/bot/blocks'
import { evaluateCondition } from '../../rules'
import type { LoopFrame } from '../../sessionState'
import { asList, valueOf, writeVariable } from '../../session/variables'
import { cursorOf, type LocatedBlock } from '../../walk/graph'
import { addLog } from '../../walk/logs'
import { next, type BlockOutcome } from '../../walk/outcome'
import { currentBot, ruleContext, type Turn } from '../../walk/turnContext'

/** Leaves the loop by its "done" output (the block's own edge, else the next block), forgetting its frame and inner ones. */
function done(turn: Turn, frame: LoopFrame): BlockOutcome {
  const queued = currentBot(turn)
  const loops = queued.loops ?? []
  const at = loops.indexOf(frame)
  queued.loops = at < 0 ? loops : loops.slice(0, at)
  if (queued.loops.length === 0) delete queued.loops
  return next
}

/** True when another iteration is due: elements left (for each) or the condition holds (while). */
async function hasNextIteration(turn: Turn, block: LoopBlock, frame: LoopFrame): Promise<boolean> {
  if (frame.items) return frame.iteration < frame.items.length
  const condition = block.options?.condition
  return condition ? evaluateCondition(condition, ruleContext(turn)) : false
}

/**
 * Loop (issue 14): reached from outside, it starts a frame (for each: the list is read once, here);
 * reached again (the body's branch ended, or an edge leads back to it), it counts one iteration
 * more. Each iteration writes the item and index variables and follows the "each" output; when the
 * list is used up, the condition fails, or the bound is reached (with a log line), it leaves by "done".
 */
export async function runLoop(turn: Turn, block: LoopBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const queued = currentBot(turn)
  const options = block.options ?? {}
  let frame = queued.loops?.find((candidate) => candidate.cursor.blockId === block.id)
  if (frame) frame.iteration += 1
  else {
    const kind = options.kind ?? defaultLoopOptions.kind
    frame = { cursor: cursorOf(at), iteration: 0, ...(kind === 'for each' ? { items: asList(valueOf(queued.variables, options.listVariableId)) } : {}) }
    queued.loops = [...(queued.loops ?? []), frame]
  }
  const eachEdgeId = block.items[0]?.outgoingEdgeId
  if (!eachEdgeId || !(await hasNextIteration(turn, block, frame))) return done(turn, frame)
  const bound = options.maxIterations ?? defaultLoopOptions.maxIterations
  if (frame.iteration >= bound) {
    addLog(turn, {
      status: 'error',
      description: `Loop stopped after ${bound} iterations`,
      details: `The loop block ${block.id} reached its bound of ${bound} iterations and left by its "done" output.`,
    })
    return done(turn, frame)
  }
  if (frame.items) writeVariable(queued.variables, options.itemVariableId, frame.items[frame.iteration])
  writeVariable(queued.variables, options.indexVariableId, frame.iteration)
  return { type: 'edge', edgeId: eachEdgeId }
}

/** Where the end of a body branch goes: back to the innermost loop of the executing bot, if any. */
export const loopToResume = (turn: Turn) => currentBot(turn).loops?.at(-1)?.cursor
