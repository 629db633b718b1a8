import { useSearchParams } from 'react-router'

/**
 * The flow page's address in compare mode: `?mode=compare&version=<published version>` and, to
 * compare with another published version instead of the draft, `&against=<published version>`.
 */
export const compareSearch = (versionId: string, against?: string) => {
  const params = new URLSearchParams({ mode: 'compare', version: versionId })
  if (against) params.set('against', against)
  return `?${params}`
}

export function useCompareMode() {
  const [params, setParams] = useSearchParams()
  const versionId = params.get('mode') === 'compare' ? params.get('version') : null
  return {
    versionId,
    /** Absent: the draft. */
    against: params.get('against') ?? undefined,
    setAgainst: (against?: string) => versionId && setParams(new URLSearchParams(compareSearch(versionId, against))),
    leave: () => setParams(new URLSearchParams()),
  }
}
