import { TriangleAlert } from 'lucide-react'
import { fieldLabel } from './fieldIssues'
import type { PartSaver, PartValue } from './partSaver'
import { usePartState } from './usePartAutosave'

/** Why the last save was refused, each field named, above the form (its fields mark themselves too). */
export function PartSaveIssues<P extends PartValue>({ saver }: { saver: PartSaver<P> }) {
  const status = usePartState(saver, (state) => state.status)
  const issues = usePartState(saver, (state) => state.issues)
  const message = usePartState(saver, (state) => state.errorMessage)
  if (status !== 'error' && status !== 'invalid') return null
  return (
    <div role="alert" className="flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900 dark:border-red-900/60 dark:bg-red-950/40 dark:text-red-200">
      <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-medium">{status === 'invalid' ? 'Not saved: some values are not valid.' : 'The service refused these changes.'}</p>
        {issues.length > 0 ? (
          <ul className="list-disc space-y-0.5 pl-5">
            {issues.map((issue) => (
              <li key={`${issue.path}:${issue.message}`}>
                <span className="font-medium">{fieldLabel(issue.path)}</span>: {issue.message}
              </li>
            ))}
          </ul>
        ) : (
          message && <p>{message}</p>
        )}
      </div>
    </div>
  )
}
