import { Skeleton } from '@/app/ui/Skeleton'
import type { Result, ResultColumn, ResultLog, TranscriptEntry } from '@/shared/result'
import { DrawerSection, Nothing } from './DrawerSection'
import { filesOf, ResultFiles } from './ResultFiles'
import { ResultLogs } from './ResultLogs'
import { ResultVariables } from './ResultVariables'
import { TranscriptEntryView } from './TranscriptEntryView'

type ResultDetailsProps = {
  result: Result | undefined
  transcript: TranscriptEntry[] | undefined
  logs: ResultLog[] | undefined
  columns: ResultColumn[]
}

const loading = <Skeleton className="h-16 w-full" />

/** The conversation, variables, files and logs of a result, each with a placeholder while it loads. */
export function ResultDetails({ result, transcript, logs, columns }: ResultDetailsProps) {
  const labels = new Map(columns.flatMap((column) => (column.kind === 'block' ? [[column.blockId, column.label] as const] : [])))
  return (
    <>
      <DrawerSection title="Conversation">
        {!transcript ? (
          loading
        ) : transcript.length === 0 ? (
          <Nothing>The visitor opened the chat and left before anything was said.</Nothing>
        ) : (
          <ol aria-label="Conversation" className="flex flex-col gap-2">
            {transcript.map((entry, i) => (
              <TranscriptEntryView key={i} entry={entry} label={entry.type === 'answer' ? labels.get(entry.blockId) : undefined} />
            ))}
          </ol>
        )}
      </DrawerSection>
      <DrawerSection title="Variables">{result ? <ResultVariables variables={result.variables} /> : loading}</DrawerSection>
      <DrawerSection title="Files">{result ? <ResultFiles urls={filesOf(result, columns)} /> : loading}</DrawerSection>
      <DrawerSection title="Logs">{logs ? <ResultLogs logs={logs} /> : loading}</DrawerSection>
    </>
  )
}
