import type { Bot } from '@/shared/bot/bot'
import type { StoredPart } from './partDraftStorage'
import { sameFields, type PartDefinition, type PartSaverState, type PartValue } from './partTypes'

/**
 * What a panel opens with: the service's version, plus the edits an earlier visit left on this
 * device when they differ from it. Those edits keep the version they started from, so if the bot
 * changed meanwhile their save is refused (409) and the user chooses: never a silent overwrite.
 */
export function openingState<P extends PartValue>(bot: Bot, definition: PartDefinition<P>, stored: StoredPart<P> | null): PartSaverState<P> {
  const value = definition.pick(bot)
  const resumed = stored !== null && !sameFields(stored.value, value)
  return {
    value: resumed ? stored.value : value,
    server: { value, updatedAt: resumed ? stored.baseUpdatedAt : bot.updatedAt },
    status: resumed ? 'unsaved' : 'saved',
    issues: [],
    errorMessage: null,
  }
}
