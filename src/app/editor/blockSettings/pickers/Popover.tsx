import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from '@/app/ui/cx'
import { useDismiss } from '@/app/ui/useDismiss'

/** Props the trigger spreads on its button. */
export type PopoverTriggerProps = {
  onClick: () => void
  'aria-expanded': boolean
  'aria-haspopup': 'dialog'
  'aria-controls'?: string
}

type PopoverProps = {
  /** Accessible name of the open panel. */
  label: string
  trigger: (props: PopoverTriggerProps) => ReactNode
  /** The panel's content; `close` hands the focus back to the trigger. */
  children: (close: () => void) => ReactNode
  /** `stretch` makes the panel as wide as its field (pickers); `end` for a button at the right. */
  align?: 'end' | 'stretch'
}

/** A panel anchored under its trigger: Esc or a click outside closes it, focus returns to the trigger. */
export function Popover({ label, trigger, children, align = 'stretch' }: PopoverProps) {
  const [open, setOpen] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)
  const panelId = useId()
  // Bumped by `close`; a layout effect hands the focus back, before any parent moves it elsewhere.
  const [closings, setClosings] = useState(0)
  // An end-aligned panel is shifted, when needed, to stay inside the settings panel around it.
  const [shift, setShift] = useState<number>()
  const panel = useRef<HTMLDivElement>(null)
  useDismiss([anchor], open, () => setOpen(false))
  useLayoutEffect(() => {
    if (!open || align !== 'end' || !panel.current || !anchor.current) return
    const own = anchor.current.getBoundingClientRect()
    const bounds = anchor.current.closest('[data-block-settings]')?.getBoundingClientRect() ?? { left: 0, right: window.innerWidth }
    const width = panel.current.offsetWidth
    const left = Math.max(bounds.left + 8, Math.min(own.right - width, bounds.right - 8 - width))
    setShift(left - own.left)
  }, [open, align])
  useLayoutEffect(() => {
    if (closings > 0) anchor.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus()
  }, [closings])
  const close = () => {
    setOpen(false)
    setClosings((count) => count + 1)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    // Esc closes only the picker, not a dialog or panel around it.
    event.stopPropagation()
    close()
  }
  return (
    <div ref={anchor} className={cx('relative', align === 'stretch' && 'w-full')}>
      {trigger({ onClick: () => setOpen(!open), 'aria-expanded': open, 'aria-haspopup': 'dialog', 'aria-controls': open ? panelId : undefined })}
      {open && (
        <div
          ref={panel}
          id={panelId}
          role="dialog"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={cx(
            'absolute top-full z-40 mt-1 rounded-xl border border-zinc-200 bg-white p-1.5 text-sm shadow-xl dark:border-zinc-700 dark:bg-zinc-900',
            align === 'stretch' && 'inset-x-0',
            align === 'end' && 'right-0 w-64',
          )}
          style={align === 'end' && shift !== undefined ? { left: shift, right: 'auto' } : undefined}
        >
          {children(close)}
        </div>
      )}
    </div>
  )
}
