import { ChevronRight } from 'lucide-react'
import type { TurnLogs } from '@/chat'
import { cx } from '@/app/ui/cx'

const statusTone = {
  error: 'bg-red-50 text-red-800 ring-red-600/20 dark:bg-red-500/10 dark:text-red-300',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-500/10 dark:text-emerald-300',
  info: 'bg-zinc-100 text-zinc-700 ring-zinc-300/60 dark:bg-zinc-800 dark:text-zinc-300',
}

/** The logs of a preview run, turn by turn: what the engine and the chat client reported. */
export function PreviewLogs({ turns }: { turns: TurnLogs[] }) {
  const count = turns.reduce((total, turn) => total + turn.logs.length, 0)
  const errors = turns.reduce((total, turn) => total + turn.logs.filter((log) => (log.status ?? 'error') === 'error').length, 0)
  return (
    <details className="group border-t border-zinc-200 bg-zinc-50 text-sm dark:border-zinc-800 dark:bg-zinc-900/60">
      <summary className="flex cursor-pointer list-none items-center gap-2 px-4 py-2.5 font-medium text-zinc-700 outline-none select-none focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset dark:text-zinc-300">
        <ChevronRight aria-hidden className="size-4 transition-transform group-open:rotate-90" />
        Logs
        <span className="text-zinc-500 dark:text-zinc-400">({count})</span>
        {errors > 0 && (
          <span className="ml-auto rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-800 dark:bg-red-500/15 dark:text-red-300">
            {errors} {errors === 1 ? 'error' : 'errors'}
          </span>
        )}
      </summary>
      <div className="max-h-56 overflow-y-auto px-4 pb-3">
        {count === 0 ? (
          <p className="py-1 text-zinc-500 dark:text-zinc-400">No logs yet.</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-label="Logs by turn">
            {turns.map((turn, index) =>
              turn.logs.map((log, logIndex) => {
                const status = log.status ?? 'error'
                return (
                  <li key={`${index}-${logIndex}`} className="rounded-lg border border-zinc-200 bg-white p-2 dark:border-zinc-800 dark:bg-zinc-900">
                    <div className="flex items-center gap-2">
                      <span className={cx('rounded-full px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset', statusTone[status as keyof typeof statusTone] ?? statusTone.info)}>
                        {status}
                      </span>
                      <span className="font-medium text-zinc-900 dark:text-zinc-100">{log.description}</span>
                      <span className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">
                        Turn {turn.turn}
                        {turn.origin === 'client' ? ' · client' : ''}
                      </span>
                    </div>
                    {log.details && (
                      <pre className="mt-1 max-h-32 overflow-auto text-xs break-words whitespace-pre-wrap text-zinc-600 dark:text-zinc-400">{log.details}</pre>
                    )}
                  </li>
                )
              }),
            )}
          </ol>
        )}
      </div>
    </details>
  )
}
