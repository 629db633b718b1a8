import { createContext, useContext } from 'react'
import type { ReactFlowState } from '@xyflow/react'

/** Below this zoom the canvas draws groups as titled boxes and edges as plain lines. */
export const compactBelowZoom = 0.45

/** React Flow store selector: whether the zoom is far enough out for the compact drawing. */
export const isCompactZoom = (state: ReactFlowState) => state.transform[2] < compactBelowZoom

/**
 * Whether the canvas draws in its compact form. FlowCanvas subscribes to the zoom once and provides
 * the answer here: a subscription per node and per edge would run on every frame of a pan or drag,
 * while the context changes only when the zoom crosses the threshold.
 */
export const CompactCanvasContext = createContext(false)

/** Whether the canvas is zoomed out far enough that nodes and edges draw their compact form. */
export const useCompactCanvas = () => useContext(CompactCanvasContext)
