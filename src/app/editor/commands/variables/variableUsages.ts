import type { Variable } from '@/shared/bot/variable'
import { isVariableIdKey, walkDeep } from '../../document/deepMap'
import type { FlowDocument } from '../../document/flowDocument'

/** A place that reads or writes a variable: a block (with its group) or an event. */
export type VariableUsage =
  | { kind: 'block'; groupId: string; groupTitle: string; blockId: string; blockType: string }
  | { kind: 'event'; eventId: string; eventType: string }

/** True when `value` names the variable: by id in a variable option, or by `{{Name}}` in a text. */
export function mentionsVariable(value: unknown, variable: Pick<Variable, 'id' | 'name'>): boolean {
  const token = `{{${variable.name}}}`
  let found = false
  walkDeep(value, (leaf, key) => {
    if (found) return
    if (isVariableIdKey(key) && leaf === variable.id) found = true
    else if (typeof leaf === 'string' && leaf.includes(token)) found = true
  })
  return found
}

/** Every block and event that uses the variable, in document order. */
export function variableUsages(doc: FlowDocument, variable: Pick<Variable, 'id' | 'name'>): VariableUsage[] {
  const events = doc.events
    .filter((event) => mentionsVariable(event, variable))
    .map((event): VariableUsage => ({ kind: 'event', eventId: event.id, eventType: event.type }))
  const blocks = doc.groups.flatMap((group) =>
    group.blocks
      .filter((block) => mentionsVariable(block, variable))
      .map((block): VariableUsage => ({ kind: 'block', groupId: group.id, groupTitle: group.title, blockId: block.id, blockType: block.type })),
  )
  return [...events, ...blocks]
}
