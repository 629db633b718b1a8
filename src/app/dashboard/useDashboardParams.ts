import { useSearchParams } from 'react-router'
import { isSortOrder, type SortOrder } from './dashboardView'

/** Search text and sort order live in the URL (`?q=…&sort=name`), so a reload or a shared link keeps them. */
export function useDashboardParams() {
  const [params, setParams] = useSearchParams()
  const sortParam = params.get('sort')
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : 'updated'
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
  return {
    search: params.get('q') ?? '',
    sort,
    setSearch: (search: string) => set('q', search, ''),
    setSort: (order: SortOrder) => set('sort', order, 'updated'),
  }
}
