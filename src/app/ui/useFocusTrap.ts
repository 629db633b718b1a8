import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react'

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])'

const focusablesIn = (container: HTMLElement) =>
  [...container.querySelectorAll<HTMLElement>(focusable)].filter((element) => !element.closest('[inert]'))

/**
 * Keeps keyboard focus inside `container` while it is mounted: focuses `[data-autofocus]` or the
 * first control on mount, cycles Tab at the ends, calls `onEscape` on Esc, and gives focus back to
 * what had it before on unmount. Returns the keydown handler to put on the container.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, onEscape: () => void) {
  const escape = useRef(onEscape)
  useEffect(() => {
    escape.current = onEscape
  })

  useEffect(() => {
    const element = container.current
    if (!element) return
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const first = element.querySelector<HTMLElement>('[data-autofocus]') ?? focusablesIn(element)[0] ?? element
    first.focus()
    return () => {
      if (returnTo?.isConnected) returnTo.focus()
    }
  }, [container])

  // A React handler, not a native one: inner widgets (menus) can stop Esc before it closes the dialog.
  return (event: KeyboardEvent<HTMLElement>) => {
    const element = container.current
    if (!element) return
    if (event.key === 'Escape') {
      event.stopPropagation()
      escape.current()
      return
    }
    if (event.key !== 'Tab') return
    const items = focusablesIn(element)
    if (items.length === 0) return event.preventDefault()
    const [firstItem, lastItem] = [items[0], items[items.length - 1]]
    if (event.shiftKey && document.activeElement === firstItem) {
      event.preventDefault()
      lastItem.focus()
    } else if (!event.shiftKey && document.activeElement === lastItem) {
      event.preventDefault()
      firstItem.focus()
    }
  }
}
