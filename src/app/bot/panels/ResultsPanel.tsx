import { ResultsPage } from '@/app/results/ResultsPage'

/** `/bots/:botId/results`. */
export function ResultsPanel() {
  return <ResultsPage />
}
