import { AnalyticsPage } from '@/app/analytics/AnalyticsPage'

/** `/bots/:botId/analytics`. */
export function AnalyticsPanel() {
  return <AnalyticsPage />
}
