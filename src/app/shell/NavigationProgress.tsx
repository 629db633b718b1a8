import { useNavigation } from 'react-router'

/** A thin bar at the top while the next page's code loads. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle'
  if (!loading) return null
  return (
    <div role="progressbar" aria-label="Loading the page" className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden bg-indigo-200 dark:bg-indigo-900">
      <div className="h-full w-1/3 animate-[progress_1s_ease-in-out_infinite] bg-indigo-600 dark:bg-indigo-400" />
    </div>
  )
}
