import type { ReactNode } from 'react'
import { X } from 'lucide-react'
import { IconButton } from '@/app/ui/IconButton'

type SidePanelFrameProps = { label: string; title: ReactNode; actions?: ReactNode; onClose: () => void; children: ReactNode }

/**
 * The right-hand panel of the editor (block settings, variables). Keys typed in it belong to it:
 * the canvas shortcuts ignore everything inside `data-editor-panel`. Esc closes it.
 */
export function SidePanelFrame({ label, title, actions, onClose, children }: SidePanelFrameProps) {
  return (
    <aside
      aria-label={label}
      data-editor-panel=""
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) onClose()
      }}
      className="flex w-[380px] shrink-0 flex-col border-l border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <header className="flex h-12 shrink-0 items-center gap-2 border-b border-zinc-200 pr-2 pl-4 dark:border-zinc-800">
        <div className="flex min-w-0 flex-1 items-center gap-2">{title}</div>
        {actions}
        <IconButton label={`Close ${label.toLowerCase()}`} onClick={onClose}>
          <X aria-hidden className="size-4" />
        </IconButton>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </aside>
  )
}
