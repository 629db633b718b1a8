import { messagingOnlySetVariableTypes, type SetVariableBlock } from '../../../../../shared/bot/blocks'
import { findVariable, writeVariable } from '../../../session/variables'
import { formatTranscript } from '../../../session/transcript'
import { addAction } from '../../../walk/actions'
import { cursorOf, type LocatedBlock } from '../../../walk/graph'
import { next, stop, type BlockOutcome } from '../../../walk/outcome'
import { templateText } from '../../../walk/template'
import { currentBot, type Turn } from '../../../walk/turnContext'
import { clientSetVariableScript } from './clientScripts'
import { customValue } from './customValue'
import { appendedValue, mappedItem, takeFromList } from './listValues'
import { instantValue } from './timeValues'

type Options = NonNullable<SetVariableBlock['options']>

const optionalZone = async (turn: Turn, timeZone: string | undefined) =>
  timeZone ? (await templateText(turn, timeZone)).trim() || undefined : undefined

/** The value a server-computed type writes (§3.1). */
async function valueFor(turn: Turn, options: Options, targetId: string): Promise<unknown> {
  const queued = currentBot(turn)
  const now = turn.ports.now()
  switch (options.type ?? 'Custom') {
    case 'Empty':
      return null
    case 'Append value(s)':
      return appendedValue(findVariable(queued.variables, targetId)?.value, await templateText(turn, options.item ?? ''))
    case 'Environment name':
      return 'web'
    case 'Transcript':
      return formatTranscript(turn.state.transcript)
    case 'Result ID':
    case 'User ID':
      return queued.resultId
    case 'Now':
      return instantValue(now, 0, await optionalZone(turn, options.timeZone))
    case 'Today':
      return instantValue(now, 0, undefined)
    case 'Yesterday':
      return instantValue(now, -1, await optionalZone(turn, options.timeZone))
    case 'Tomorrow':
      return instantValue(now, 1, await optionalZone(turn, options.timeZone))
    case 'Random ID':
      return turn.ports.createId()
    case 'Map item with same index':
      return mappedItem(queued.variables, options.mapListItemParams)
    default:
      return customValue(turn, options)
  }
}

/**
 * Set variable (§3.1). Values only a messaging app knows (a WhatsApp contact's phone…) leave the
 * variable unset on the web. Values only the browser knows are handed to it as a `setVariable` action
 * that stops the walk until the reply; Pop and Shift write two variables; everything else is
 * computed here. The walk continues via the block edge.
 */
export async function runSetVariable(turn: Turn, block: SetVariableBlock, at: LocatedBlock): Promise<BlockOutcome> {
  const options = block.options ?? {}
  const targetId = options.variableId
  if (!targetId || (messagingOnlySetVariableTypes as readonly string[]).includes(options.type ?? '')) return next
  const queued = currentBot(turn)
  const script = clientSetVariableScript(options, queued.variables)
  if (script) {
    addAction(turn, { type: 'setVariable', setVariable: { scriptToExecute: script }, expectsDedicatedReply: true })
    turn.state.pending = { type: 'setVariable', cursor: cursorOf(at), variableId: targetId }
    return stop
  }
  if (options.type === 'Pop' || options.type === 'Shift') {
    takeFromList(queued.variables, targetId, options.saveItemInVariableId, options.type === 'Pop' ? 'last' : 'first')
    return next
  }
  const value = await valueFor(turn, options, targetId)
  // A transcript holds the whole conversation: it never leaves the session (§3.1).
  const target = findVariable(queued.variables, targetId)
  if (options.type === 'Transcript' && target) target.isSessionVariable = true
  writeVariable(queued.variables, targetId, value)
  return next
}
