import { useUrlParams } from '@/app/shell/useUrlParams'
import { isSortOrder, type SortOrder } from './dashboardView'

/** Search text and sort order live in the URL (`?q=…&sort=name`), so a reload or a shared link keeps them. */
export function useDashboardParams() {
  const [params, set] = useUrlParams()
  const sortParam = params.get('sort')
  const sort: SortOrder = isSortOrder(sortParam) ? sortParam : 'updated'
  return {
    search: params.get('q') ?? '',
    sort,
    setSearch: (search: string) => set('q', search, ''),
    setSort: (order: SortOrder) => set('sort', order, 'updated'),
  }
}
