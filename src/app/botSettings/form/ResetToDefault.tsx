import { RotateCcw } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'

/** The "Default" button beside a label, offered while the value differs from the default (`onReset` set). */
export function ResetToDefault({ label, onReset }: { label: string; onReset?: () => void }) {
  if (!onReset) return null
  return (
    <button
      type="button"
      onClick={onReset}
      aria-label={`Reset ${label} to its default`}
      title="Back to the default"
      className={cx('inline-flex items-center gap-1 rounded px-1 text-xs text-zinc-500 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100', focusRing)}
    >
      <RotateCcw aria-hidden className="size-3" />
      Default
    </button>
  )
}
