import { FlowEditor } from '@/app/editor/FlowEditor'
import { useBotContext } from '../botContext'

/** `/bots/:botId/flow`: the flow editor of the bot (a fresh editor per bot). */
export function FlowPanel() {
  const { bot, canEdit } = useBotContext()
  return <FlowEditor key={bot.id} bot={bot} canEdit={canEdit} />
}
