import { useState, type ReactNode } from 'react'
import { X } from 'lucide-react'
import { IconButton } from '@/app/ui/IconButton'
import { PanelResizeHandle } from './PanelResizeHandle'
import { usePanelWidth } from './panelWidth'

type SidePanelFrameProps = { label: string; title: ReactNode; actions?: ReactNode; onClose: () => void; children: ReactNode }

/**
 * The right-hand panel of the editor (block settings, variables). Keys typed in it belong to it:
 * the canvas shortcuts ignore everything inside `data-editor-panel`. Esc closes it. Its left edge
 * resizes it; the width is remembered by the browser (panelWidth).
 */
export function SidePanelFrame({ label, title, actions, onClose, children }: SidePanelFrameProps) {
  const width = usePanelWidth((state) => state.width)
  // What had the focus when the panel opened (a block on the canvas): Esc gives it back.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null))
  return (
    <aside
      aria-label={label}
      data-editor-panel=""
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return
        onClose()
        if (opener?.isConnected && opener.closest('[data-editor-canvas]')) opener.focus()
      }}
      // On a phone the panel takes the whole width, whatever was chosen on a wider screen.
      style={{ width }}
      className="relative flex max-w-full shrink-0 flex-col border-l outline-none border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900"
    >
      <PanelResizeHandle label={label} />
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
