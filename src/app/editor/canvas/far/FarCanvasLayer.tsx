import { useContext, useEffect, useMemo, useRef, useState } from 'react'
import { useStoreApi } from '@xyflow/react'
import { FlowCompareContext } from '../../compare/FlowCompareContext'
import type { EditorEdge, EditorNode } from '../flowMapping'
import { useIsDark } from '../useIsDark'
import { drawFarScene } from './drawFarScene'
import { farPalettes } from './farPalette'
import { createFarSceneBuilder, farSceneInView, type FarScene } from './farScene'

type Painting = { scene: FarScene; dark: boolean }

/**
 * Groups and edges zoomed far out, painted on one <canvas> under React Flow's (invisible) nodes:
 * one bitmap to composite instead of thousands of boxes and curves to paint, which software
 * rendering cannot do in a frame. The canvas covers the screen and is repainted, in the next
 * animation frame, when the viewport moves or the flow changes (a dragged group, a selection),
 * with only what is in view.
 */
export function FarCanvasLayer({ nodes, edges }: { nodes: readonly EditorNode[]; edges: readonly EditorEdge[] }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const flow = useStoreApi()
  const dark = useIsDark()
  const marks = useContext(FlowCompareContext)
  const [buildScene] = useState(createFarSceneBuilder)
  const scene = useMemo(() => buildScene(nodes, edges, marks?.groups), [buildScene, nodes, edges, marks])
  const painting = useRef<Painting>({ scene, dark })
  const repaint = useRef<() => void>(() => {})

  useEffect(() => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (!canvas || !context) return
    const fontFamily = getComputedStyle(canvas).fontFamily
    let frame = 0
    const paint = () => {
      frame = 0
      const { transform, width, height } = flow.getState()
      const [x, y, zoom] = transform
      const pixelRatio = window.devicePixelRatio || 1
      const pixels = { width: Math.round(width * pixelRatio), height: Math.round(height * pixelRatio) }
      // Setting a canvas's size clears it and reallocates its bitmap: only when it changed.
      if (canvas.width !== pixels.width) canvas.width = pixels.width
      if (canvas.height !== pixels.height) canvas.height = pixels.height
      const view = { x: -x / zoom, y: -y / zoom, width: width / zoom, height: height / zoom }
      const { scene: all, dark: isDark } = painting.current
      drawFarScene(context, farSceneInView(all, view), { width, height, pixelRatio, viewport: { x, y, zoom }, fontFamily }, farPalettes[isDark ? 'dark' : 'light'])
    }
    repaint.current = () => {
      if (frame === 0) frame = requestAnimationFrame(paint)
    }
    let last = flow.getState()
    const unsubscribe = flow.subscribe((state) => {
      if (state.transform === last.transform && state.width === last.width && state.height === last.height) return
      last = state
      repaint.current()
    })
    repaint.current()
    return () => {
      unsubscribe()
      cancelAnimationFrame(frame)
      repaint.current = () => {}
    }
  }, [flow])

  useEffect(() => {
    painting.current = { scene, dark }
    repaint.current()
  }, [scene, dark])

  // Above the dotted background, under React Flow's renderer (z-index 4) and so under its nodes.
  return <canvas ref={canvasRef} aria-hidden data-far-canvas="" className="pointer-events-none absolute inset-0 z-0 size-full" />
}
