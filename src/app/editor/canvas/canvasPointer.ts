import type { GraphCoordinates } from '@/shared/common'

/**
 * The last place of the pointer over the canvas, in flow coordinates (null once it left), so a
 * paste lands where the user points. A plain object, not state: it changes on every mouse move
 * and nothing renders from it.
 */
export const canvasPointer: { current: GraphCoordinates | null } = { current: null }

/** The canvas element of the open editor, for the middle of the view. */
export const canvasSelector = '[data-editor-canvas]'
