import { useEffect, useRef, type RefObject } from 'react'

/** Calls `onDismiss` when the pointer goes down outside every one of `inside` while `active`. */
export function useDismiss(inside: RefObject<HTMLElement | null>[], active: boolean, onDismiss: () => void) {
  const latest = useRef({ inside, onDismiss })
  useEffect(() => {
    latest.current = { inside, onDismiss }
  })
  useEffect(() => {
    if (!active) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (!latest.current.inside.some((ref) => ref.current?.contains(target))) latest.current.onDismiss()
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [active])
}
