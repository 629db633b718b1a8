import { SettingsEditor } from '@/app/botSettings/SettingsEditor'
import { useBotContext } from '../botContext'

/** `/bots/:botId/settings`: the bot's settings (a fresh form per bot). */
export function SettingsPanel() {
  const { bot, canEdit } = useBotContext()
  return <SettingsEditor key={bot.id} bot={bot} canEdit={canEdit} />
}
