import type { Bot, PublishedBot } from '@/shared/bot/bot'
import { jsonEqual } from '@/shared/jsonEqual'
import type { PublishState } from './publishState'

const documentFields = ['events', 'groups', 'edges', 'variables', 'theme', 'settings'] as const

/**
 * Draft: visitors cannot run it. Published: they run exactly the draft. Changed: the draft's
 * document (flow, variables, theme or settings) differs from the version they run. Undefined
 * while the live version is loading.
 */
export function draftPublishState(bot: Pick<Bot, 'publishedBotId' | (typeof documentFields)[number]>, live: PublishedBot | undefined): PublishState | undefined {
  if (!bot.publishedBotId) return 'draft'
  if (!live || live.id !== bot.publishedBotId) return undefined
  return documentFields.every((field) => jsonEqual(bot[field], live[field])) ? 'published' : 'changed'
}
