import { SharePage } from '@/app/share/SharePage'
import { useBotContext } from '../botContext'

/** `/bots/:botId/share`: publishing, the public page and the embed code of the bot. */
export function SharePanel() {
  const { bot, canEdit } = useBotContext()
  return <SharePage key={bot.id} bot={bot} canEdit={canEdit} />
}
