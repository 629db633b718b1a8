import { createContext, useContext, useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx, focusRing } from './cx'
import { useDismiss } from './useDismiss'

const MenuContext = createContext<{ close: () => void }>({ close: () => {} })

/** For custom menu items: closes the menu and gives the focus back to its button. */
export const useMenu = () => useContext(MenuContext)
const itemSelector = '[role^="menuitem"]:not([aria-disabled="true"])'

type MenuProps = {
  /** Accessible name of the button and the menu. */
  label: string
  /** What the button shows (an icon, or an icon and a name). */
  trigger: ReactNode
  triggerClassName?: string
  align?: 'start' | 'end'
  /** Classes of the open list (its width, a grid layout…). */
  menuClassName?: string
  children: ReactNode
}

/** A button that opens a list of actions: arrows, Home, End and a first letter move, Esc closes. */
export function Menu({ label, trigger, triggerClassName, align = 'end', menuClassName, children }: MenuProps) {
  const [open, setOpen] = useState(false)
  const [upward, setUpward] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const menu = useRef<HTMLDivElement>(null)
  const menuId = useId()
  const close = () => {
    setOpen(false)
    button.current?.focus()
  }
  useDismiss([button, menu], open, () => setOpen(false))

  useLayoutEffect(() => {
    if (!open || !menu.current) return
    // Open upwards when the list would run past the bottom of the window.
    setUpward(button.current!.getBoundingClientRect().bottom + menu.current.offsetHeight + 8 > window.innerHeight)
  }, [open])
  useEffect(() => {
    if (open) menu.current?.querySelector<HTMLElement>(itemSelector)?.focus()
  }, [open])

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...menu.current!.querySelectorAll<HTMLElement>(itemSelector)]
    const index = items.indexOf(document.activeElement as HTMLElement)
    const focusAt = (i: number) => items[(i + items.length) % items.length]?.focus()
    if (event.key === 'ArrowDown' || event.key === 'ArrowRight') focusAt(index + 1)
    else if (event.key === 'ArrowUp' || event.key === 'ArrowLeft') focusAt(index - 1)
    else if (event.key === 'Home') focusAt(0)
    else if (event.key === 'End') focusAt(items.length - 1)
    else if (event.key === 'Escape') close()
    else if (event.key === 'Tab') return setOpen(false)
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const next = [...items.slice(index + 1), ...items.slice(0, index + 1)]
      next.find((item) => item.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()))?.focus()
    } else return
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <div className="relative inline-flex">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
          event.preventDefault()
          setOpen(true)
        }}
        className={cx(focusRing, triggerClassName)}
      >
        {trigger}
      </button>
      {open && (
        <MenuContext.Provider value={{ close }}>
          <div
            ref={menu}
            id={menuId}
            role="menu"
            aria-label={label}
            onKeyDown={onMenuKeyDown}
            className={cx(
              'absolute z-40 min-w-52 rounded-xl border border-zinc-200 bg-white p-1 text-sm shadow-xl dark:border-zinc-700 dark:bg-zinc-900',
              align === 'end' ? 'right-0' : 'left-0',
              upward ? 'bottom-full mb-1' : 'top-full mt-1',
              menuClassName,
            )}
          >
            {children}
          </div>
        </MenuContext.Provider>
      )}
    </div>
  )
}

type MenuItemProps = {
  onSelect: () => void
  icon?: ReactNode
  danger?: boolean
  /** For choices such as a theme: rendered as a checked radio item. */
  checked?: boolean
  children: ReactNode
}

/** One action of a menu; selecting it closes the menu first, so a dialog it opens takes the focus. */
export function MenuItem({ onSelect, icon, danger, checked, children }: MenuItemProps) {
  const { close } = useContext(MenuContext)
  return (
    <button
      type="button"
      role={checked === undefined ? 'menuitem' : 'menuitemradio'}
      aria-checked={checked}
      tabIndex={-1}
      onClick={() => {
        close()
        onSelect()
      }}
      className={cx(
        'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-left outline-none',
        'focus:bg-zinc-100 dark:focus:bg-zinc-800',
        danger ? 'text-red-700 dark:text-red-400' : 'text-zinc-800 dark:text-zinc-200',
        checked && 'font-semibold',
      )}
    >
      {icon && <span className="flex size-4 items-center justify-center text-current opacity-80">{icon}</span>}
      <span className="flex-1">{children}</span>
    </button>
  )
}

export function MenuSeparator() {
  return <div role="separator" className="my-1 h-px bg-zinc-200 dark:bg-zinc-800" />
}

/** A heading inside a menu, such as "Workspaces". */
export function MenuLabel({ children }: { children: ReactNode }) {
  return <div className="px-2.5 pt-1.5 pb-1 text-xs font-medium text-zinc-500 dark:text-zinc-400">{children}</div>
}
