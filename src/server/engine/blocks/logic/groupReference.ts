import type { Group } from '../../../../shared/bot/group'
import type { BotSnapshot } from '../../ports'
import { findVariableReference } from '../../rules'
import type { RuntimeVariable } from '../../rules/contracts'
import { findGroup } from '../../walk/graph'

/**
 * The group a Jump or Bot link names (§2.3): a group id, or exactly `{{Var}}` whose value is a group
 * title (looked up in `bot`, with the values of the executing bot).
 */
export function findGroupByReference(bot: BotSnapshot, variables: RuntimeVariable[], reference: string): Group | undefined {
  const variable = findVariableReference(reference, variables)
  if (variable) {
    const title = typeof variable.value === 'string' ? variable.value : undefined
    return title === undefined ? undefined : bot.groups.find((group) => group.title === title)
  }
  return findGroup(bot, reference)
}
