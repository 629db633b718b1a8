import { orpc } from '@/app/api/api'

/** Every results query starts with this key: lists, counts, columns, details. */
export const resultsKeys = {
  all: () => orpc.results.key(),
  /** The table's rows, whatever the filter. */
  list: () => orpc.results.list.key(),
  count: () => orpc.results.count.key(),
}
