import { Button } from '@/app/ui/Button'
import type { ExportProgress } from './useExportResults'

/** How far the running export is, in results, with a way to stop it. */
export function ExportProgressBar({ progress, onCancel }: { progress: ExportProgress; onCancel: () => void }) {
  const { received, expected, format } = progress
  const share = expected > 0 ? Math.min(1, received / expected) : 0
  return (
    <div className="flex items-center gap-3 rounded-lg border border-indigo-200 bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:border-indigo-500/30 dark:bg-indigo-500/10 dark:text-indigo-100">
      <span role="status" className="shrink-0 tabular-nums">
        Exporting {format.toUpperCase()}: {received.toLocaleString()} of {expected.toLocaleString()} results
      </span>
      <progress aria-label="Export progress" value={received} max={Math.max(expected, 1)} className="sr-only" />
      <span aria-hidden className="h-1.5 min-w-16 flex-1 overflow-hidden rounded-full bg-indigo-200/70 dark:bg-indigo-500/20">
        <span className="block h-full rounded-full bg-indigo-600 transition-[width] dark:bg-indigo-400" style={{ width: `${share * 100}%` }} />
      </span>
      <Button size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
    </div>
  )
}
