import { Fragment, useState } from 'react'
import { ChevronRight } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import { useDebugger, variableHistory } from './debuggerStore'
import { formatValue } from './formatValue'

/** The run's variables with their current values; each opens its history, step by step. */
export function VariablesTable() {
  const variables = useDebugger((state) => state.variables)
  const trace = useDebugger((state) => state.trace)
  const [open, setOpen] = useState<string | null>(null)
  if (variables.length === 0) return <p className="px-3 py-2 text-sm text-zinc-500 dark:text-zinc-400">No variables yet.</p>
  return (
    <table className="w-full table-fixed text-left text-sm" aria-label="Variables">
      <thead className="text-xs text-zinc-500 dark:text-zinc-400">
        <tr>
          <th scope="col" className="w-2/5 px-3 py-1 font-medium">Name</th>
          <th scope="col" className="px-3 py-1 font-medium">Value</th>
        </tr>
      </thead>
      <tbody>
        {variables.map((variable) => {
          const isOpen = open === variable.id
          const history = isOpen ? variableHistory(trace, variable.id) : []
          return (
            <Fragment key={variable.id}>
              <tr className="border-t border-zinc-200 dark:border-zinc-800">
                <td className="px-1 py-1">
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-label={`History of ${variable.name}`}
                    onClick={() => setOpen(isOpen ? null : variable.id)}
                    className="flex w-full items-center gap-1 truncate rounded px-2 py-0.5 text-left font-medium text-zinc-900 outline-none hover:bg-zinc-100 focus-visible:ring-2 focus-visible:ring-indigo-500 dark:text-zinc-100 dark:hover:bg-zinc-800"
                  >
                    <ChevronRight aria-hidden className={cx('size-3.5 shrink-0 transition-transform', isOpen && 'rotate-90')} />
                    <span className="truncate">{variable.name}</span>
                  </button>
                </td>
                <td className={cx('truncate px-3 py-1 font-mono text-xs', variable.value === null ? 'text-zinc-500 italic dark:text-zinc-400' : 'text-zinc-800 dark:text-zinc-200')} title={formatValue(variable.value)}>
                  {formatValue(variable.value)}
                </td>
              </tr>
              {isOpen && (
                <tr>
                  <td colSpan={2} className="bg-zinc-50 px-3 py-2 dark:bg-zinc-800/50">
                    {history.length === 0 ? (
                      <p className="text-xs text-zinc-600 dark:text-zinc-400">Not changed in this run.</p>
                    ) : (
                      <ol aria-label={`Values of ${variable.name}`} className="space-y-1 text-xs">
                        {history.map((change) => (
                          <li key={`${change.step}`} className="text-zinc-700 dark:text-zinc-300">
                            <span className="font-medium">Step {change.step}</span> · {change.kind === 'reply' ? 'answer to' : ''} {change.blockType} in {change.groupTitle}:{' '}
                            <span className="font-mono">{formatValue(change.before)}</span> → <span className="font-mono">{formatValue(change.after)}</span>
                          </li>
                        ))}
                      </ol>
                    )}
                  </td>
                </tr>
              )}
            </Fragment>
          )
        })}
      </tbody>
    </table>
  )
}
