import type { DisplayCondition } from '../../../../shared/bot/blocks'
import { evaluateCondition } from '../../rules'
import { ruleContext, type Turn } from '../../walk/turnContext'

/** An item is shown unless its enabled display condition is false (§2.2 choice input). */
export async function isDisplayed(turn: Turn, displayCondition: DisplayCondition | undefined): Promise<boolean> {
  if (!displayCondition?.isEnabled || !displayCondition.condition) return true
  return evaluateCondition(displayCondition.condition, ruleContext(turn))
}

/** The items whose display condition holds, order kept. */
export async function displayedItems<T>(
  turn: Turn,
  items: T[],
  conditionOf: (item: T) => DisplayCondition | undefined,
): Promise<T[]> {
  const shown: T[] = []
  for (const item of items) if (await isDisplayed(turn, conditionOf(item))) shown.push(item)
  return shown
}
