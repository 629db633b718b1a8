import { useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { cx } from '@/app/ui/cx'
import { panelWidthRange, usePanelWidth } from './panelWidth'

/** The keys of the handle and how far each moves the panel's edge (the panel is on the right: left widens it). */
function keyDelta(event: KeyboardEvent): number | 'min' | 'max' | null {
  const step = event.shiftKey ? panelWidthRange.step * 4 : panelWidthRange.step
  if (event.key === 'ArrowLeft') return step
  if (event.key === 'ArrowRight') return -step
  if (event.key === 'Home') return 'min'
  if (event.key === 'End') return 'max'
  return null
}

/**
 * The left edge of the side panel: drag it, or focus it and use the arrow keys (Shift for larger
 * steps, Home and End for the narrowest and widest), to give the panel the width a form needs.
 */
export function PanelResizeHandle({ label }: { label: string }) {
  const width = usePanelWidth((state) => state.width)
  const setWidth = usePanelWidth((state) => state.setWidth)
  const drag = useRef<{ startX: number; startWidth: number } | null>(null)
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return
    event.preventDefault()
    event.currentTarget.setPointerCapture(event.pointerId)
    drag.current = { startX: event.clientX, startWidth: width }
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setWidth(drag.current.startWidth + drag.current.startX - event.clientX)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const delta = keyDelta(event)
    if (delta === null) return
    event.preventDefault()
    setWidth(delta === 'min' ? panelWidthRange.min : delta === 'max' ? panelWidthRange.max : width + delta)
  }
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize ${label.toLowerCase()}`}
      aria-valuemin={panelWidthRange.min}
      aria-valuemax={panelWidthRange.max}
      aria-valuenow={width}
      aria-valuetext={`${width} pixels wide`}
      tabIndex={0}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (drag.current = null)}
      onPointerCancel={() => (drag.current = null)}
      onKeyDown={onKeyDown}
      className={cx(
        'group/resize absolute inset-y-0 -left-1.5 z-10 hidden w-3 cursor-col-resize touch-none outline-none sm:block',
        'focus-visible:[&>span]:bg-indigo-500 hover:[&>span]:bg-indigo-400',
      )}
    >
      <span aria-hidden className="absolute inset-y-0 left-1/2 w-0.5 -translate-x-1/2 bg-transparent transition-colors" />
    </div>
  )
}
