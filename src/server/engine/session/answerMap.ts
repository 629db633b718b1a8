import { isInputBlock } from '../../../shared/bot/blocks'
import type { BotSnapshot } from '../ports'
import type { RuntimeVariable } from '../rules/contracts'
import type { ResultMemory } from '../sessionState'
import { findGroup } from '../walk/graph'
import { findVariable } from './variables'

/**
 * Key of an answer in the session answer map (§4.8): the name of the input's variable, else the
 * group title, the second input of a group being "<title> (1)", the third "<title> (2)"…
 */
export function answerKey(
  bot: BotSnapshot,
  variables: RuntimeVariable[],
  location: { groupId: string; blockId: string; variableId?: string },
): string {
  const variable = findVariable(variables, location.variableId)
  if (variable) return variable.name
  const group = findGroup(bot, location.groupId)
  if (!group) return location.blockId
  const inputs = group.blocks.filter(isInputBlock)
  const position = inputs.findIndex((block) => block.id === location.blockId)
  return position > 0 ? `${group.title} (${position})` : group.title
}

/** A later answer under the same key replaces the earlier one (§4.8). */
export function setAnswer(memory: ResultMemory, key: string, value: string): void {
  const existing = memory.answerMap.find((entry) => entry.key === key)
  if (existing) existing.value = value
  else memory.answerMap.push({ key, value })
}

/** The block that asked an answer, for rebuilding the answer map of a resumed result (§4.10). */
export function findInputLocation(bot: BotSnapshot, blockId: string) {
  for (const group of bot.groups)
    for (const block of group.blocks)
      if (block.id === blockId && isInputBlock(block))
        return { groupId: group.id, blockId, variableId: block.options?.variableId }
  return undefined
}
