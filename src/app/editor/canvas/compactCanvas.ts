import { createContext, useContext } from 'react'
import type { ReactFlowState } from '@xyflow/react'

/** Below this zoom the canvas draws groups as titled boxes and edges as plain lines. */
export const compactBelowZoom = 0.45

/** A compact group's title, in flow pixels: a line of about 8 screen pixels at zoom 0.2. */
export const compactTitle = { line: 48, fontSize: 48 * 0.8 } as const

/**
 * Below this zoom groups and edges are painted on one <canvas> (far/FarCanvasLayer): titles are
 * about 7 screen pixels, and thousands of DOM boxes and SVG paths cost more to paint than a frame
 * allows in software rendering.
 */
export const farBelowZoom = 0.2

/** How much of each group and edge the canvas draws: everything, titled boxes, or paint only. */
export type CanvasDetail = 'full' | 'compact' | 'far'

/** React Flow store selector: the detail the current zoom calls for. */
export const canvasDetail = (state: ReactFlowState): CanvasDetail => {
  const zoom = state.transform[2]
  return zoom < farBelowZoom ? 'far' : zoom < compactBelowZoom ? 'compact' : 'full'
}

/**
 * The canvas's detail level. FlowCanvas subscribes to the zoom once and provides the answer here:
 * a subscription per node and per edge would run on every frame of a pan or drag, while the
 * context changes only when the zoom crosses a threshold.
 */
export const CanvasDetailContext = createContext<CanvasDetail>('full')

/** The detail the canvas draws at its current zoom. */
export const useCanvasDetail = () => useContext(CanvasDetailContext)

/** Whether the canvas is zoomed out far enough that nodes and edges draw their compact form (or less). */
export const useCompactCanvas = () => useContext(CanvasDetailContext) !== 'full'
