import { Paperclip } from 'lucide-react'
import type { Result, ResultColumn } from '@/shared/result'
import { fileNameOf } from '../table/ResultCellView'
import { useFileLink } from '../useFileLink'
import { Nothing } from './DrawerSection'

/** Every file the visitor sent: file inputs' uploads and text answers' attachments. */
export function filesOf(result: Result, columns: ResultColumn[]) {
  const fileInputs = new Set(columns.flatMap((column) => (column.kind === 'block' && column.blockType === 'file input' ? [column.blockId] : [])))
  const urls = result.answers.flatMap((answer) => [
    ...(fileInputs.has(answer.blockId) ? answer.content.split(', ').filter(Boolean) : []),
    ...(answer.attachedFileUrls ?? []),
  ])
  return [...new Set(urls)]
}

export function ResultFiles({ urls }: { urls: string[] }) {
  const fileLink = useFileLink()
  if (urls.length === 0) return <Nothing>No file was sent.</Nothing>
  return (
    <ul className="space-y-1 text-sm">
      {urls.map((url) => (
        <li key={url}>
          <a href={fileLink(url)} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1.5 text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
            <Paperclip aria-hidden className="size-4" />
            {fileNameOf(url)}
          </a>
        </li>
      ))}
    </ul>
  )
}
