import { currentBotLinkId, type BotLinkBlock } from '../../../../shared/bot/blocks'
import type { BotSnapshot } from '../../ports'
import type { RuntimeVariable } from '../../rules/contracts'
import { resultMemory } from '../../session/queue'
import { copyVariables, findVariableByName, hasValue } from '../../session/variables'
import type { Cursor, QueuedBot, ReturnPoint } from '../../sessionState'
import { edgeTarget, nextInGroup, type LocatedBlock } from '../../walk/graph'
import { addLog } from '../../walk/logs'
import { next, type BlockOutcome } from '../../walk/outcome'
import { currentBot, recordFor, type Turn } from '../../walk/turnContext'
import { findGroupByReference } from './groupReference'
import { localizedSnapshot } from '../../session/language'

/** The linked bot's variables, starting with the values of same-named variables in the queue (nearest first). */
function carriedVariables(queue: QueuedBot[], target: BotSnapshot): RuntimeVariable[] {
  return copyVariables(target.variables).map((variable) => {
    for (const entry of queue) {
      const same = findVariableByName(entry.variables, variable.name)
      if (same && hasValue(same.value)) return { ...variable, value: Array.isArray(same.value) ? [...same.value] : same.value }
    }
    return variable
  })
}

/** Where the parent continues: the block's edge, else the next block of its group, else its branch ends. */
function returnPointOf(block: BotLinkBlock, at: LocatedBlock): ReturnPoint {
  if (block.outgoingEdgeId) return { type: 'edge', edgeId: block.outgoingEdgeId }
  const after = nextInGroup(at.group, at.index)
  return after ? { type: 'block', cursor: after } : { type: 'end' }
}

async function loadTarget(turn: Turn, botId: string): Promise<BotSnapshot | null> {
  const queued = currentBot(turn)
  if (botId === currentBotLinkId) return queued.bot
  return turn.ports.bots.load(queued.bot.workspaceId, botId, turn.state.isPreview ? 'draft' : 'published')
}

function failLink(turn: Turn, description: string, details: string): BlockOutcome {
  addLog(turn, { status: 'error', description, details })
  return next
}

/**
 * Bot link (§2.3): pushes the target onto the queue and continues in it. Merged links (always for
 * "current") share the parent's result; others get a result of their own, completed when their
 * flow ends. Missing bot or group → error log, the walk follows the block edge.
 */
export async function runBotLink(turn: Turn, block: BotLinkBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  if (!options.botId) return failLink(turn, 'Bot link has no target bot', `Block ${block.id} names no bot.`)
  const loaded = await loadTarget(turn, options.botId)
  // A linked bot speaks the session's language too, with its own translations.
  const target = loaded && localizedSnapshot(loaded, turn.state.language)
  if (!target) return failLink(turn, 'Linked bot not found', `Bot "${options.botId}" could not be loaded.`)
  const queued = currentBot(turn)
  let start: Cursor | undefined
  if (options.groupId) {
    const group = findGroupByReference(target, queued.variables, options.groupId)
    start = group && { groupId: group.id }
  } else start = edgeTarget(target, target.events.find((event) => event.type === 'start')?.outgoingEdgeId)
  if (!start)
    return failLink(turn, 'Linked group not found', `Bot "${options.botId}" has no group "${options.groupId ?? 'start'}".`)

  const isMerged = options.botId === currentBotLinkId || (options.mergeResults ?? false)
  const resultId = isMerged ? queued.resultId : turn.ports.createId()
  if (!isMerged) {
    resultMemory(turn.state, resultId, target.id)
    recordFor(turn, resultId)
  }
  turn.state.botsQueue.unshift({
    bot: target,
    resultId,
    variables: carriedVariables(turn.state.botsQueue, target),
    returnPoint: returnPointOf(block, at),
  })
  return { type: 'goto', cursor: start }
}
