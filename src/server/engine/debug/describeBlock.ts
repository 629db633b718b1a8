import type { DebugTraceEntry } from '../../../shared/chat/debug'
import type { VariableValue } from '../../../shared/bot/variable'
import type { LocatedBlock } from '../walk/graph'

const shown = (value: VariableValue) => {
  const text = value === null ? 'unset' : typeof value === 'string' ? JSON.stringify(value) : JSON.stringify(value)
  return text.length > 60 ? `${text.slice(0, 57)}…` : text
}

const short = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}…` : text)

/** The one line the debugger's log list shows for an entry: what the block did, in plain words. */
export function describeBlock(entry: DebugTraceEntry, at?: LocatedBlock): string {
  const error = entry.logs.find((log) => (log.status ?? 'error') === 'error')
  const suffix = error ? ` (error: ${error.description})` : ''
  if (entry.kind === 'reply') {
    const sets = entry.variables.map((change) => `${change.name} = ${shown(change.after)}`).join(', ')
    return `Answer received${sets ? `: ${sets}` : ''}${suffix}`
  }
  if (entry.blockType === 'Condition') {
    const index = entry.condition?.matchedIndex
    return index === undefined ? 'Condition: no comparison held, took the else path' : `Condition: comparison ${index + 1} held`
  }
  if (entry.ai) {
    const answer = entry.ai.answer === undefined ? 'no answer' : `answered ${JSON.stringify(short(entry.ai.answer))}`
    return `Model prompt of ${entry.ai.prompt.length} message${entry.ai.prompt.length === 1 ? '' : 's'}, ${answer}${suffix}`
  }
  const http = entry.http?.[0]
  if (http) return `${http.method} ${short(http.url)} → ${http.status ?? http.error ?? 'no answer'}${suffix}`
  if (entry.variables.length > 0) return `Set ${entry.variables.map((change) => `${change.name} = ${shown(change.after)}`).join(', ')}${suffix}`
  if (at && entry.blockType.endsWith(' input')) return `Asked the visitor (${entry.blockType})`
  if (['text', 'image', 'video', 'audio', 'embed'].includes(entry.blockType)) return `Showed a ${entry.blockType} bubble`
  return `Ran ${entry.blockType}${suffix}`
}
