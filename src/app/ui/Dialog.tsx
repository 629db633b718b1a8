import { useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { cx } from './cx'
import { useFocusTrap } from './useFocusTrap'

type DialogProps = {
  open: boolean
  onClose: () => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
}

const widths = { sm: 'max-w-sm', md: 'max-w-md', lg: 'max-w-3xl' }

/** A modal dialog: focus trapped inside, Esc or a click outside closes it, focus returns after. */
export function Dialog({ open, ...panel }: DialogProps) {
  if (!open) return null
  return createPortal(<DialogPanel {...panel} />, document.body)
}

function DialogPanel({ onClose, title, description, children, size = 'md' }: Omit<DialogProps, 'open'>) {
  const panel = useRef<HTMLDivElement>(null)
  const onKeyDown = useFocusTrap(panel, onClose)
  const titleId = useId()
  const descriptionId = useId()
  return (
    <div
      className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-zinc-950/50 p-4 pt-[10vh] backdrop-blur-[2px]"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        className={cx(
          'w-full rounded-2xl border border-zinc-200 bg-white p-6 text-zinc-900 shadow-2xl outline-none dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-100',
          widths[size],
        )}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-1.5 text-sm text-zinc-600 dark:text-zinc-400">
            {description}
          </div>
        )}
        <div className="mt-5">{children}</div>
      </div>
    </div>
  )
}

/** The row of buttons at the end of a dialog. */
export function DialogActions({ children }: { children: ReactNode }) {
  return <div className="mt-6 flex justify-end gap-2">{children}</div>
}
