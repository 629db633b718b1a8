import { ChartNoAxesColumn } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'
import { useFlowMode } from './flowModeParams'

/** The canvas toolbar's switch between editing the flow and reading its visitors and drop-off. */
export function AnalyticsModeToggle() {
  const { isAnalytics, setAnalytics } = useFlowMode()
  return (
    <button
      type="button"
      aria-pressed={isAnalytics}
      title={isAnalytics ? 'Back to editing the flow' : 'Show visitors and drop-off on the flow'}
      onClick={() => setAnalytics(!isAnalytics)}
      className={cx(
        'inline-flex h-8 shrink-0 items-center gap-1.5 rounded-lg border px-2.5 text-sm font-medium whitespace-nowrap transition-colors',
        focusRing,
        isAnalytics
          ? 'border-indigo-400 bg-indigo-50 text-indigo-800 hover:bg-indigo-100 dark:border-indigo-500 dark:bg-indigo-950 dark:text-indigo-100 dark:hover:bg-indigo-900'
          : 'border-transparent text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
      )}
    >
      <ChartNoAxesColumn aria-hidden className="size-4" />
      Analytics
    </button>
  )
}
