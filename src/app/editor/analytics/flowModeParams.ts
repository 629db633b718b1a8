import { useSearchParams } from 'react-router'

/** The flow page's address in analytics mode: `?mode=analytics`, with the Analytics tab's `range` and `tz`. */
export const analyticsModeParam = { key: 'mode', value: 'analytics' } as const

/** The query string that opens the flow in analytics mode with the given range and zone params kept. */
export function analyticsModeSearch(current: URLSearchParams): string {
  const next = new URLSearchParams()
  next.set(analyticsModeParam.key, analyticsModeParam.value)
  for (const key of ['range', 'tz']) {
    const value = current.get(key)
    if (value) next.set(key, value)
  }
  return `?${next}`
}

/**
 * Whether the flow shows its analytics, and the switch between that mode and editing. Entering keeps
 * a range already in the address; leaving drops the mode and its range (editing has none).
 */
export function useFlowMode() {
  const [params, setParams] = useSearchParams()
  const isAnalytics = params.get(analyticsModeParam.key) === analyticsModeParam.value
  return {
    isAnalytics,
    setAnalytics: (on: boolean) => setParams((current) => (on ? new URLSearchParams(analyticsModeSearch(current)) : new URLSearchParams())),
  }
}
