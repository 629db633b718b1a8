import { Paperclip } from 'lucide-react'
import type { ResultCell } from '@/shared/result'
import { useFileLink } from '../useFileLink'

/** The last part of a file URL, decoded: what a person recognises the file by. */
export function fileNameOf(url: string) {
  try {
    const path = new URL(url).pathname
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1)) || url
  } catch {
    return url
  }
}

function FileLink({ url }: { url: string }) {
  const fileLink = useFileLink()
  return (
    <a
      href={fileLink(url)}
      target="_blank"
      rel="noreferrer"
      onClick={(event) => event.stopPropagation()}
      className="inline-flex max-w-full items-center gap-1 truncate rounded text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
    >
      <Paperclip aria-hidden className="size-3.5 shrink-0" />
      <span className="truncate">{fileNameOf(url)}</span>
    </a>
  )
}

/** One cell on one line: text (its full value on hover), list items as chips, files as links. */
export function ResultCellView({ cell }: { cell: ResultCell | undefined }) {
  if (!cell) return null
  if (cell.kind === 'files') {
    return (
      <span className="flex min-w-0 gap-2">
        {cell.urls.map((url) => (
          <FileLink key={url} url={url} />
        ))}
      </span>
    )
  }
  if (cell.kind === 'list') {
    return (
      <span className="flex min-w-0 gap-1" title={cell.items.join(', ')}>
        {cell.items.map((item, i) => (
          <span key={i} className="shrink-0 rounded-md bg-zinc-100 px-1.5 py-0.5 text-xs text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
            {item}
          </span>
        ))}
      </span>
    )
  }
  return (
    <span className="flex min-w-0 items-center gap-2">
      <span className="truncate" title={cell.text}>
        {cell.text}
      </span>
      {cell.files?.map((url) => <FileLink key={url} url={url} />)}
    </span>
  )
}
