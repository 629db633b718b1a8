import { useState, type ReactNode } from 'react'
import { Settings2 } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'
import { useBlockSettings } from '../BlockSettingsContext'

type ItemDetailsProps = {
  /** Names the item, e.g. "Choice 2". */
  name: string
  /** The item's main field and its actions menu, on one row. */
  summary: ReactNode
  actions: ReactNode
  children: ReactNode
  /** Opens at first when the item already uses one of its details. */
  hasDetails?: boolean
}

/** An item on one row, with a button that shows its less used settings below it. */
export function ItemDetails({ name, summary, actions, children, hasDetails }: ItemDetailsProps) {
  const { readOnly } = useBlockSettings()
  const [toggled, setOpen] = useState(false)
  // A guest cannot press the (disabled) toggle: details in use are shown to them at once.
  const open = toggled || (readOnly && !!hasDetails)
  return (
    <div>
      <div className="flex items-center gap-1">
        <div className="min-w-0 flex-1">{summary}</div>
        <button
          type="button"
          aria-label={`${name} settings`}
          title={`${name} settings`}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          className={cx(
            'relative inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100',
            open && 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
            focusRing,
          )}
        >
          <Settings2 aria-hidden className="size-4" />
          {hasDetails && !open && <span aria-hidden className="absolute top-1 right-1 size-1.5 rounded-full bg-indigo-500" />}
        </button>
        {actions}
      </div>
      {open && <div className="mt-2 mb-1 space-y-3 rounded-lg border border-zinc-200 p-2.5 dark:border-zinc-800">{children}</div>}
    </div>
  )
}
