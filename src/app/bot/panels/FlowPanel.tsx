import { FlowAnalyticsView } from '@/app/editor/analytics/FlowAnalyticsView'
import { useFlowMode } from '@/app/editor/analytics/flowModeParams'
import { FlowEditor } from '@/app/editor/FlowEditor'
import { FlowCompareView } from '@/app/editor/compare/FlowCompareView'
import { useCompareMode } from '@/app/editor/compare/compareParams'
import { useBotContext } from '../botContext'

/**
 * `/bots/:botId/flow`: the flow editor of the bot (a fresh editor per bot), or with `?mode=analytics`
 * the flow read-only with its visitors and drop-off, or with `?mode=compare&version=…` a published
 * version compared with the draft. Leaving the editor saves what is pending, as
 * leaving for another tab does.
 */
export function FlowPanel() {
  const { bot, canEdit } = useBotContext()
  const { isAnalytics } = useFlowMode()
  const { versionId } = useCompareMode()
  if (versionId) return <FlowCompareView key={bot.id} bot={bot} canEdit={canEdit} />
  return isAnalytics ? <FlowAnalyticsView key={bot.id} bot={bot} /> : <FlowEditor key={bot.id} bot={bot} canEdit={canEdit} />
}
