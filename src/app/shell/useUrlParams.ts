import { useSearchParams } from 'react-router'

/**
 * The page's query parameters, and a setter that drops a parameter set back to its default (so the
 * plain address stays plain) and replaces the history entry (typing in a search box adds no steps).
 */
export function useUrlParams() {
  const [params, setParams] = useSearchParams()
  const set = (key: string, value: string, fallback: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === fallback) next.delete(key)
        else next.set(key, value)
        return next
      },
      { replace: true },
    )
  return [params, set] as const
}
