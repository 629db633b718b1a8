import { ThemeEditor } from '@/app/botTheme/ThemeEditor'
import { useBotContext } from '../botContext'

/** `/bots/:botId/theme`: the bot's theme with a live preview (a fresh editor per bot). */
export function ThemePanel() {
  const { bot, canEdit } = useBotContext()
  return <ThemeEditor key={bot.id} bot={bot} canEdit={canEdit} />
}
