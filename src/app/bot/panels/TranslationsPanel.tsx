import { TranslationsEditor } from '@/app/botTranslations/TranslationsEditor'
import { useBotContext } from '../botContext'

/** `/bots/:botId/translations`: the bot's languages and translated texts (a fresh form per bot). */
export function TranslationsPanel() {
  const { bot, canEdit } = useBotContext()
  return <TranslationsEditor key={bot.id} bot={bot} canEdit={canEdit} />
}
