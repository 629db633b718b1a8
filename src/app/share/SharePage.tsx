import type { Bot } from '@/shared/bot/bot'
import { useConnectionStore } from '@/app/auth/connectionStore'
import { PanelHeader } from '@/app/botSettings/form/PanelHeader'
import { EmbedCard } from './embed/EmbedCard'
import { PublicIdCard } from './publicId/PublicIdCard'
import { PublishingCard } from './publishing/PublishingCard'
import { serviceBase } from './serviceBase'
import { PublishedVersionsCard } from './versions/PublishedVersionsCard'

/** Where visitors meet the bot: its public page, publishing, its versions and the embed code. */
export function SharePage({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const base = serviceBase(useConnectionStore((state) => state.chatUrl))
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PanelHeader title="Share" description="Publish the bot, give visitors its address, or put it on your own website." />
      <PublishingCard bot={bot} canEdit={canEdit} />
      <PublicIdCard key={bot.publicId} bot={bot} canEdit={canEdit} base={base} />
      <EmbedCard bot={bot} base={base} />
      <PublishedVersionsCard bot={bot} canEdit={canEdit} />
    </div>
  )
}
