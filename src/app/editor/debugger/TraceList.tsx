import { ChevronRight } from 'lucide-react'
import type { DebugTraceEntry } from '@/shared/chat/debug'
import { useDebugger } from './debuggerStore'
import { formatValue } from './formatValue'

const pre = 'mt-1 max-h-40 overflow-auto rounded bg-zinc-100 p-2 font-mono text-xs break-words whitespace-pre-wrap text-zinc-800 dark:bg-zinc-800 dark:text-zinc-200'
const label = 'mt-2 text-xs font-semibold text-zinc-600 dark:text-zinc-400'

function EntryDetails({ entry }: { entry: DebugTraceEntry }) {
  return (
    <div className="px-3 pb-2 text-sm">
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {entry.blockType} · block {entry.blockId} · group {entry.groupTitle || entry.groupId}
      </p>
      {entry.condition && <p className={label}>Comparison {(entry.condition.matchedIndex ?? 0) + 1} held</p>}
      {entry.ai && (
        <>
          <p className={label}>Prompt</p>
          <pre className={pre}>{entry.ai.prompt.map((message) => `${message.role}: ${message.content}`).join('\n')}</pre>
          <p className={label}>Answer</p>
          <pre className={pre}>{entry.ai.answer ?? '(none)'}</pre>
        </>
      )}
      {entry.http?.map((exchange, index) => (
        <div key={index}>
          <p className={label}>
            Request {exchange.method} {exchange.url}
          </p>
          <pre className={pre}>
            {Object.entries(exchange.requestHeaders)
              .map(([name, value]) => `${name}: ${value}`)
              .join('\n')}
            {exchange.requestBody ? `\n\n${exchange.requestBody}` : ''}
          </pre>
          <p className={label}>Response {exchange.status ?? exchange.error ?? ''}</p>
          {exchange.responseBody !== undefined && <pre className={pre}>{exchange.responseBody}</pre>}
        </div>
      ))}
      {entry.variables.length > 0 && (
        <>
          <p className={label}>Variables</p>
          <ul className="mt-1 space-y-0.5 text-xs text-zinc-700 dark:text-zinc-300">
            {entry.variables.map((change) => (
              <li key={change.id}>
                <span className="font-medium">{change.name}</span>: <span className="font-mono">{formatValue(change.before)}</span> →{' '}
                <span className="font-mono">{formatValue(change.after)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {entry.logs.map((log, index) => (
        <div key={`log-${index}`}>
          <p className={label}>
            Log ({log.status ?? 'error'}): {log.description}
          </p>
          {log.details && <pre className={pre}>{log.details}</pre>}
        </div>
      ))}
    </div>
  )
}

/** Each block the run went through, newest last; an entry opens on what it sent, got and changed. */
export function TraceList() {
  const trace = useDebugger((state) => state.trace)
  if (trace.length === 0) return <p className="px-3 py-2 text-sm text-zinc-500 dark:text-zinc-400">No block has run yet.</p>
  return (
    <ol aria-label="Block log" className="divide-y divide-zinc-200 dark:divide-zinc-800">
      {trace.map((entry) => (
        <li key={entry.step}>
          <details className="group">
            <summary className="flex cursor-pointer list-none items-start gap-2 px-3 py-1.5 text-sm outline-none hover:bg-zinc-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-inset dark:hover:bg-zinc-800/60">
              <ChevronRight aria-hidden className="mt-0.5 size-3.5 shrink-0 transition-transform group-open:rotate-90" />
              <span className="w-6 shrink-0 text-xs text-zinc-500 tabular-nums dark:text-zinc-400">{entry.step}</span>
              <span className="min-w-0 flex-1">
                <span className="block truncate text-xs text-zinc-500 dark:text-zinc-400">
                  {entry.groupTitle} · {entry.blockType}
                </span>
                <span className="block text-zinc-900 dark:text-zinc-100">{entry.summary}</span>
              </span>
              {entry.logs.some((log) => (log.status ?? 'error') === 'error') && (
                <span className="rounded-full bg-red-100 px-1.5 text-xs text-red-800 dark:bg-red-500/15 dark:text-red-300">error</span>
              )}
            </summary>
            <EntryDetails entry={entry} />
          </details>
        </li>
      ))}
    </ol>
  )
}
