import type { Selection } from './selection'

type SelectionBannerProps = {
  selection: Selection
  loaded: number
  total: number
  onSelectAll: () => void
  onClear: () => void
}

/** Once every loaded row is ticked, offers the rest of what the filter selects (as mail apps do). */
export function SelectionBanner({ selection, loaded, total, onSelectAll, onClear }: SelectionBannerProps) {
  const allLoaded = selection.kind === 'ids' && selection.ids.size === loaded && loaded > 0
  if (selection.kind === 'all') {
    return (
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        All {total.toLocaleString()} results that match are selected.{' '}
        <button type="button" onClick={onClear} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
          Clear the selection
        </button>
      </p>
    )
  }
  if (!allLoaded || total <= loaded) return null
  return (
    <p className="text-sm text-zinc-700 dark:text-zinc-300">
      The {loaded.toLocaleString()} loaded results are selected.{' '}
      <button type="button" onClick={onSelectAll} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
        Select all {total.toLocaleString()} results that match
      </button>
    </p>
  )
}
