import type { ChatMessage } from '@/shared/chat/response'
import type { TranscriptEntry } from '@/shared/result'
import { fileNameOf } from '../table/ResultCellView'
import { RichTextView } from './RichTextView'

/** What the bot showed: its text, a picture, or a link to the media it played. */
function MessageContent({ message }: { message: ChatMessage }) {
  if (message.type === 'text') {
    return message.content.type === 'richText' ? <RichTextView nodes={message.content.richText} /> : <p className="whitespace-pre-wrap">{message.content.markdown}</p>
  }
  if (message.type === 'image' && message.content.url) {
    return <img src={message.content.url} alt={message.content.clickLink?.alt ?? 'Picture shown by the bot'} className="max-h-40 rounded-lg" />
  }
  const url = message.content.url
  const what = { image: 'Picture', video: 'Video', audio: 'Audio', embed: 'Embedded page' }[message.type]
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
      {what}: {url}
    </a>
  ) : (
    <p className="italic">{what}</p>
  )
}

/** One line of the conversation: the bot on the left, the visitor on the right (with the question's column name). */
export function TranscriptEntryView({ entry, label }: { entry: TranscriptEntry; label?: string }) {
  if (entry.type === 'message') {
    return (
      <li className="max-w-[85%] self-start rounded-2xl rounded-bl-md bg-zinc-100 px-3 py-2 text-sm text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100">
        <span className="sr-only">Bot: </span>
        <MessageContent message={entry.message} />
      </li>
    )
  }
  return (
    <li className="flex max-w-[85%] flex-col items-end self-end">
      {label && <span className="mb-0.5 text-xs text-zinc-500 dark:text-zinc-400">{label}</span>}
      <span className="rounded-2xl rounded-br-md bg-indigo-600 px-3 py-2 text-sm whitespace-pre-wrap text-white">
        <span className="sr-only">Visitor: </span>
        {entry.content}
      </span>
      {entry.attachedFileUrls?.map((url) => (
        <a key={url} href={url} target="_blank" rel="noreferrer" className="mt-1 text-xs text-indigo-700 underline dark:text-indigo-300">
          {fileNameOf(url)}
        </a>
      ))}
    </li>
  )
}
