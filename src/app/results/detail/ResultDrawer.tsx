import { useId, useRef } from 'react'
import { createPortal } from 'react-dom'
import { X } from 'lucide-react'
import { Badge } from '@/app/ui/Badge'
import { IconButton } from '@/app/ui/IconButton'
import { useFocusTrap } from '@/app/ui/useFocusTrap'
import type { ResultColumn } from '@/shared/result'
import { useResultLogsQuery, useResultQuery, useTranscriptQuery } from '../api/useResultDetailQueries'
import { DrawerSection, Nothing } from './DrawerSection'
import { ResultDetails } from './ResultDetails'

type ResultDrawerProps = { botId: string; resultId: string; columns: ResultColumn[]; onClose: () => void }

/** One result in full, over the table: the conversation in order, its variables, files and logs. Esc closes it. */
export function ResultDrawer({ botId, resultId, columns, onClose }: ResultDrawerProps) {
  const panel = useRef<HTMLDivElement>(null)
  const onKeyDown = useFocusTrap(panel, onClose)
  const titleId = useId()
  const ref = { botId, resultId }
  const result = useResultQuery(ref)
  const transcript = useTranscriptQuery(ref)
  const logs = useResultLogsQuery(ref)
  return createPortal(
    <div className="fixed inset-0 z-40 flex justify-end bg-zinc-950/30" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className="flex h-full w-full max-w-xl flex-col overflow-y-auto border-l border-zinc-200 bg-white text-zinc-900 shadow-2xl outline-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100"
      >
        <div className="flex items-start gap-3 px-5 py-4">
          <div className="min-w-0 flex-1">
            <h2 id={titleId} className="text-lg font-semibold">
              Result
            </h2>
            {result.data && (
              <p className="mt-0.5 flex items-center gap-2 text-sm text-zinc-600 dark:text-zinc-400">
                {new Date(result.data.createdAt).toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' })}
                <Badge tone={result.data.isCompleted ? 'success' : 'neutral'}>{result.data.isCompleted ? 'Completed' : 'Not completed'}</Badge>
              </p>
            )}
          </div>
          <IconButton label="Close" onClick={onClose} data-autofocus>
            <X aria-hidden className="size-4" />
          </IconButton>
        </div>
        {result.isError ? (
          <DrawerSection title="Not found">
            <Nothing>This result does not exist anymore: it may have been deleted.</Nothing>
          </DrawerSection>
        ) : (
          <ResultDetails result={result.data} transcript={transcript.data} logs={logs.data} columns={columns} />
        )}
      </div>
    </div>,
    document.body,
  )
}
