import { Badge } from '@/app/ui/Badge'
import type { ResultLog } from '@/shared/result'
import { Nothing } from './DrawerSection'

const tones = { success: 'success', error: 'warning', info: 'neutral' } as const

/** What blocks reported while the chat ran (webhooks, emails, scripts), oldest first. */
export function ResultLogs({ logs }: { logs: ResultLog[] }) {
  if (logs.length === 0) return <Nothing>Nothing was logged.</Nothing>
  return (
    <ol className="space-y-3">
      {logs.map((log) => (
        <li key={log.id} className="text-sm">
          <div className="flex items-center gap-2">
            <Badge tone={tones[log.status as keyof typeof tones] ?? 'neutral'}>{log.status}</Badge>
            <span className="font-medium text-zinc-900 dark:text-zinc-100">{log.description}</span>
            <time dateTime={log.createdAt} className="ml-auto shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">
              {new Date(log.createdAt).toLocaleTimeString()}
            </time>
          </div>
          {log.context && <p className="mt-0.5 text-xs text-zinc-500 dark:text-zinc-400">{log.context}</p>}
          {log.details && (
            <pre className="mt-1 max-h-40 overflow-auto rounded-lg bg-zinc-100 p-2 text-xs whitespace-pre-wrap text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200">
              {log.details}
            </pre>
          )}
        </li>
      ))}
    </ol>
  )
}
