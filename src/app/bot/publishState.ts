import type { Bot, PublishedBotSummary } from '@/shared/bot/bot'

export type PublishState = 'draft' | 'published' | 'changed'

export const publishStateLabels: Record<PublishState, string> = {
  draft: 'Draft',
  published: 'Published',
  changed: 'Unpublished changes',
}

/**
 * Draft: visitors cannot run it. Published: they run the latest draft. Changed: they run an older
 * snapshot, because the draft was saved after the version now published.
 */
export function publishState(bot: Pick<Bot, 'updatedAt'>, publishedBotId: string | null, versions: readonly PublishedBotSummary[]): PublishState {
  const live = publishedBotId ? versions.find((version) => version.id === publishedBotId) : undefined
  if (!live) return 'draft'
  return new Date(bot.updatedAt) > new Date(live.createdAt) ? 'changed' : 'published'
}
