import { useState } from 'react'
import { Pencil } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'

type BotNameFieldProps = { name: string; canEdit: boolean; onRename: (name: string) => void }

/** The bot's name, edited in place: click or Enter to edit, Enter or leaving saves, Esc cancels. */
export function BotNameField({ name, canEdit, onRename }: BotNameFieldProps) {
  const [draft, setDraft] = useState<string | null>(null)
  if (!canEdit) return <h1 className="min-w-0 flex-1 truncate text-base font-semibold text-zinc-900 dark:text-zinc-50">{name}</h1>

  const save = () => {
    const next = draft?.trim()
    setDraft(null)
    if (next && next !== name) onRename(next)
  }
  if (draft !== null) {
    return (
      <input
        aria-label="Bot name"
        autoFocus
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onFocus={(event) => event.target.select()}
        onBlur={save}
        onKeyDown={(event) => {
          if (event.key === 'Enter') save()
          if (event.key === 'Escape') setDraft(null)
        }}
        className="h-8 w-full max-w-72 min-w-0 rounded-md border border-indigo-500 bg-white px-2 text-base font-semibold text-zinc-900 ring-2 ring-indigo-500/30 outline-none dark:bg-zinc-900 dark:text-zinc-50"
      />
    )
  }
  return (
    <h1 className="min-w-0 flex-1">
      <button
        type="button"
        aria-label={`Rename ${name}`}
        onClick={() => setDraft(name)}
        className={cx('group flex max-w-full items-center gap-2 rounded-md px-1.5 py-1 text-base font-semibold text-zinc-900 hover:bg-zinc-100 dark:text-zinc-50 dark:hover:bg-zinc-800', focusRing)}
      >
        <span className="truncate">{name}</span>
        <Pencil aria-hidden className="size-3.5 shrink-0 text-zinc-400 opacity-0 group-hover:opacity-100 group-focus-visible:opacity-100" />
      </button>
    </h1>
  )
}
