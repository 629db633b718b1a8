import type { VariableValue } from '../../../../../shared/bot/variable'
import type { RuntimeVariable } from '../../../rules/contracts'
import { findVariable, hasValue, writeVariable } from '../../../session/variables'

/** Append value(s) (§3.1): unset → [item]; scalar → [old, item]; list → list + item. */
export function appendedValue(current: VariableValue | undefined, item: string): (string | null)[] {
  if (!hasValue(current)) return [item]
  return Array.isArray(current) ? [...current, item] : [current, item]
}

/**
 * Map item with same index (§3.1): element i of the target list, i being the base item's index in
 * the base list; anything missing or not a list → null.
 */
export function mappedItem(
  variables: RuntimeVariable[],
  params: { baseItemVariableId?: string; baseListVariableId?: string; targetListVariableId?: string } | undefined,
): string | null {
  const baseItem = findVariable(variables, params?.baseItemVariableId)?.value
  const baseList = findVariable(variables, params?.baseListVariableId)?.value
  const targetList = findVariable(variables, params?.targetListVariableId)?.value
  if (!Array.isArray(baseList) || !Array.isArray(targetList) || !hasValue(baseItem) || Array.isArray(baseItem)) return null
  const index = baseList.indexOf(baseItem)
  if (index < 0) return null
  return targetList[index] || null
}

/**
 * Pop / Shift (§3.1): the list loses its last / first element, saved in `saveItemInVariableId`;
 * a scalar becomes [] and is itself the saved item; an unset target stays unset.
 */
export function takeFromList(
  variables: RuntimeVariable[],
  targetId: string,
  saveItemInVariableId: string | undefined,
  end: 'last' | 'first',
): void {
  const current = findVariable(variables, targetId)?.value
  if (!hasValue(current)) return
  if (!Array.isArray(current)) {
    writeVariable(variables, targetId, [])
    writeVariable(variables, saveItemInVariableId, current)
    return
  }
  const item = end === 'last' ? current.at(-1) : current[0]
  writeVariable(variables, targetId, end === 'last' ? current.slice(0, -1) : current.slice(1))
  writeVariable(variables, saveItemInVariableId, item ?? null)
}
