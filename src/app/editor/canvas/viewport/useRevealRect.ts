import { useCallback, useRef } from 'react'
import { useReactFlow, useStoreApi, type Viewport } from '@xyflow/react'
import type { Rect } from '../placement/freeSpot'
import { revealViewport } from './viewRect'

const glide = 250

/** Pans the canvas, zoom unchanged and as little as it takes, until a box (flow coordinates) is in sight. */
export function useRevealRect() {
  const flow = useStoreApi()
  const { setViewport } = useReactFlow()
  // Where a glide under way ends: a second reveal during it (the panel opening, then the canvas
  // resizing) starts from there, not from a frame mid-way whose zoom is a hair off.
  const gliding = useRef<{ to: Viewport; until: number } | null>(null)
  return useCallback(
    (target: Rect) => {
      const { width, height, transform } = flow.getState()
      if (!width || !height) return
      const current = gliding.current && performance.now() < gliding.current.until ? gliding.current.to : { x: transform[0], y: transform[1], zoom: transform[2] }
      const next = revealViewport(target, { width, height }, current)
      if (!next) return
      gliding.current = { to: next, until: performance.now() + glide }
      void setViewport(next, { duration: glide })
    },
    [flow, setViewport],
  )
}
