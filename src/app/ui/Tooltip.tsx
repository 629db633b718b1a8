import { cloneElement, useId, useState, type ReactElement } from 'react'

type TooltipProps = {
  content: string
  children: ReactElement<{ 'aria-describedby'?: string }>
  /** False when the content already is the element's accessible name (icon buttons). */
  describe?: boolean
}

// A mouse click focuses a button too; the hint is for keyboard focus (the pointer has its own).
function isKeyboardFocus(element: Element) {
  try {
    return element.matches(':focus-visible')
  } catch {
    return true
  }
}

/** A short hint under an element, shown on hover and on keyboard focus; Esc hides it. */
export function Tooltip({ content, children, describe = true }: TooltipProps) {
  const [visible, setVisible] = useState(false)
  const id = useId()
  return (
    <span
      className="relative inline-flex"
      onPointerEnter={() => setVisible(true)}
      onPointerLeave={() => setVisible(false)}
      onFocus={(event) => setVisible(isKeyboardFocus(event.target))}
      onBlur={() => setVisible(false)}
      onKeyDown={(event) => event.key === 'Escape' && setVisible(false)}
    >
      {describe && visible ? cloneElement(children, { 'aria-describedby': id }) : children}
      {visible && (
        <span
          role="tooltip"
          id={id}
          className="pointer-events-none absolute top-full left-1/2 z-50 mt-1.5 -translate-x-1/2 rounded-md bg-zinc-900 px-2 py-1 text-xs font-medium whitespace-nowrap text-white shadow-lg dark:bg-zinc-100 dark:text-zinc-900"
        >
          {content}
        </span>
      )}
    </span>
  )
}
