import type { ReactNode } from 'react'
import { CloudCheck, CloudOff, Loader2, TriangleAlert } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import type { PartSaver, PartSaveStatus as Status, PartValue } from './partSaver'
import { usePartState } from './usePartAutosave'

const quiet = 'text-zinc-500 dark:text-zinc-400'
const alarm = 'text-red-700 dark:text-red-400'
const spinner = <Loader2 aria-hidden className="size-4 animate-spin" />
const warning = <TriangleAlert aria-hidden className="size-4" />

const shown: Record<Status, [ReactNode, string, string]> = {
  saved: [<CloudCheck key="i" aria-hidden className="size-4" />, 'Saved', quiet],
  unsaved: [spinner, 'Saving…', quiet],
  saving: [spinner, 'Saving…', quiet],
  offline: [<CloudOff key="i" aria-hidden className="size-4" />, 'Offline: changes kept on this device', 'text-amber-700 dark:text-amber-400'],
  invalid: [warning, 'Not saved: fix the marked fields', alarm],
  error: [warning, 'Not saved', alarm],
  conflict: [warning, 'Changed elsewhere', alarm],
}

/** "Saving…" / "Saved", and what to do when saving cannot go on. */
export function PartSaveStatus<P extends PartValue>({ saver, readOnly }: { saver: PartSaver<P>; readOnly: boolean }) {
  const status = usePartState(saver, (state) => state.status)
  if (readOnly) return <span className={cx('text-xs font-medium', quiet)}>Read only</span>
  const [icon, text, tone] = shown[status]
  return (
    <span role="status" className={cx('flex items-center gap-1.5 text-xs font-medium whitespace-nowrap', tone)}>
      {icon}
      {text}
      {status === 'error' && (
        <button type="button" onClick={() => void saver.retry()} className="ml-1 underline">
          Try again
        </button>
      )}
    </span>
  )
}
