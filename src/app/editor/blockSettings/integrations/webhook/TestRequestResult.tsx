import type { ReactNode } from 'react'
import { Badge } from '@/app/ui/Badge'
import { hintClass } from '@/app/ui/FieldShell'

type RequestTest = {
  request: { url: string; method: string; headers: Record<string, string>; body?: string }
  response: { statusCode: number; data: unknown }
  mappedVariables: { variableId: string; name: string; value: unknown }[]
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host
  } catch {
    return url
  }
}

const pretty = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value, null, 2))

function Preformatted({ label, children }: { label: string; children: ReactNode }) {
  return (
    <pre
      aria-label={label}
      tabIndex={0}
      className="max-h-64 overflow-auto rounded-lg border border-zinc-200 bg-zinc-50 p-2.5 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-zinc-800 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
    >
      {children}
    </pre>
  )
}

/** What a test sent and received, and the values its response mapping would write. */
export function TestRequestResult({ result }: { result: RequestTest }) {
  const { request, response, mappedVariables } = result
  const ok = response.statusCode < 400
  return (
    <div role="status" aria-label="Test result" className="space-y-2.5">
      <div className="flex items-center gap-2">
        <Badge tone={ok ? 'success' : 'warning'}>Status {response.statusCode}</Badge>
        <span className="min-w-0 truncate font-mono text-xs text-zinc-600 dark:text-zinc-400" title={request.url}>
          {request.method} {request.url}
        </span>
      </div>
      {!ok && <p className="text-xs text-amber-800 dark:text-amber-300">The server at {hostOf(request.url)} answered with error status {response.statusCode}. Its answer is below.</p>}
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Response</p>
        <Preformatted label="Response data">{pretty(response.data) || '(empty)'}</Preformatted>
      </div>
      <div className="space-y-1">
        <p className="text-xs font-medium text-zinc-700 dark:text-zinc-300">Saved variables</p>
        {mappedVariables.length === 0 ? (
          <p className={hintClass}>None: add rows to “Save the response” to keep values from it.</p>
        ) : (
          <dl className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 text-xs dark:divide-zinc-800 dark:border-zinc-800">
            {mappedVariables.map((variable) => (
              <div key={variable.variableId} className="flex gap-2 px-2.5 py-1.5">
                <dt className="shrink-0 font-medium">{variable.name}</dt>
                <dd className="min-w-0 flex-1 truncate text-right font-mono text-zinc-600 dark:text-zinc-400">{pretty(variable.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
      <details className="group">
        <summary className="cursor-pointer text-xs font-medium text-zinc-700 dark:text-zinc-300">Request sent</summary>
        <div className="mt-1 space-y-1">
          <Preformatted label="Request headers">{Object.entries(request.headers).map(([key, value]) => `${key}: ${value}`).join('\n') || '(no header)'}</Preformatted>
          {request.body !== undefined && <Preformatted label="Request body">{request.body}</Preformatted>}
        </div>
      </details>
    </div>
  )
}
