import { CloudCheck, CloudOff, Loader2, TriangleAlert } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import { useEditorStore } from '../store/EditorStoreContext'
import type { SaveQueue } from './saveQueue'

/** "Saving…" / "Saved", and what to do when saving cannot go on. */
export function SaveStatus({ queue }: { queue: SaveQueue }) {
  const status = useEditorStore((state) => state.saveStatus)
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const kept = useEditorStore((state) => state.keptChanges)
  if (readOnly) return <span className="px-2 text-xs text-zinc-500 dark:text-zinc-400">Read only</span>
  const [icon, text, tone] = {
    saved: [<CloudCheck key="i" aria-hidden className="size-4" />, 'Saved', 'text-zinc-500 dark:text-zinc-400'],
    unsaved: [<Loader2 key="i" aria-hidden className="size-4 animate-spin" />, 'Saving…', 'text-zinc-500 dark:text-zinc-400'],
    saving: [<Loader2 key="i" aria-hidden className="size-4 animate-spin" />, 'Saving…', 'text-zinc-500 dark:text-zinc-400'],
    connecting: [<Loader2 key="i" aria-hidden className="size-4 animate-spin" />, 'Connecting…', 'text-zinc-500 dark:text-zinc-400'],
    offline: [
      <CloudOff key="i" aria-hidden className="size-4" />,
      kept > 0 ? `Offline, ${kept} ${kept === 1 ? 'change' : 'changes'} kept` : 'Offline: changes kept on this device',
      'text-amber-700 dark:text-amber-400',
    ],
    error: [<TriangleAlert key="i" aria-hidden className="size-4" />, 'Not saved', 'text-red-700 dark:text-red-400'],
    conflict: [<TriangleAlert key="i" aria-hidden className="size-4" />, 'Changed elsewhere', 'text-red-700 dark:text-red-400'],
  }[status] as [React.ReactNode, string, string]
  return (
    <span role="status" className={cx('flex items-center gap-1.5 px-2 text-xs font-medium whitespace-nowrap', tone)}>
      {icon}
      {text}
      {status === 'error' && (
        <button type="button" onClick={() => void queue.retry()} className="ml-1 underline">
          Try again
        </button>
      )}
    </span>
  )
}
