import { useLayoutEffect, useRef, type RefObject } from 'react'

/**
 * A controlled text control loses its caret when its value is replaced from outside (an inserted
 * variable, an indent): this puts the focus and caret back once the new value is rendered.
 */
export function useCaretRestore(control: RefObject<HTMLInputElement | HTMLTextAreaElement | null>) {
  const pending = useRef<number | null>(null)
  useLayoutEffect(() => {
    const element = control.current
    if (pending.current === null || !element) return
    element.focus()
    element.setSelectionRange(pending.current, pending.current)
    pending.current = null
  })
  return (caret: number) => {
    pending.current = caret
  }
}
