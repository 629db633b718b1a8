import type { Viewport } from '@xyflow/react'
import { compactTitle } from '../compactCanvas'
import { sizes } from '../groupLayout'
import type { FarPalette } from './farPalette'
import type { FarEdge, FarEdgeKind, FarGroup, FarScene } from './farScene'

/** The canvas a frame is painted on: its size in CSS pixels, device pixels per CSS pixel, the view. */
export type FarFrame = { width: number; height: number; pixelRatio: number; viewport: Viewport; fontFamily: string }

/** The 2D context calls the far drawing uses (a test records them). */
export type FarContext = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'clearRect' | 'beginPath' | 'moveTo' | 'bezierCurveTo' | 'rect' | 'fillRect' | 'fill' | 'stroke' | 'fillText' | 'setLineDash' | 'fillStyle' | 'strokeStyle' | 'lineWidth' | 'globalAlpha' | 'font' | 'textBaseline'
>

/** The compact group's frame (border plus inner outline), in flow pixels. */
const frameWidth = 5
/** Below this size on screen a title is a grey bar: a glyph of 6 pixels is a smudge, and costs more. */
const smallestReadableFont = 6
/** About how wide a character of the title font is, to cut a title to its box. */
const charWidth = 0.55

/** Strokes every edge of one kind as one path: one raster call for hundreds of curves. */
function strokeEdges(ctx: FarContext, edges: readonly FarEdge[], kind: FarEdgeKind, style: string, width: number) {
  ctx.beginPath()
  let any = false
  for (const edge of edges) {
    if (edge.kind !== kind) continue
    const [sx, sy, c1x, c1y, c2x, c2y, tx, ty] = edge.points
    ctx.moveTo(sx, sy)
    ctx.bezierCurveTo(c1x, c1y, c2x, c2y, tx, ty)
    any = true
  }
  if (!any) return
  ctx.strokeStyle = style
  ctx.lineWidth = width
  ctx.stroke()
}

/**
 * Fills and frames a set of groups sharing one frame colour. Square corners: the compact box's
 * 12-pixel radius is 2 screen pixels here, and plain rectangles are the rasteriser's fastest shape.
 */
function paintBoxes(ctx: FarContext, groups: readonly FarGroup[], palette: FarPalette, border: string, width: number) {
  if (groups.length === 0) return
  ctx.fillStyle = palette.groupFill
  for (const group of groups) ctx.fillRect(group.x, group.y, group.width, group.height)
  ctx.beginPath()
  for (const group of groups) ctx.rect(group.x, group.y, group.width, group.height)
  ctx.strokeStyle = border
  ctx.lineWidth = width
  ctx.stroke()
}

/** The title on the first line of the box, cut to its width; far out, a bar where the words would be. */
function paintTitles(ctx: FarContext, groups: readonly FarGroup[], palette: FarPalette, zoom: number, fontFamily: string) {
  const { fontSize, line } = compactTitle
  const top = sizes.padding + line / 2
  const fits = (group: FarGroup) => Math.max(0, Math.floor((group.width - 2 * sizes.padding) / (fontSize * charWidth)))
  ctx.fillStyle = palette.title
  if (fontSize * zoom >= smallestReadableFont) {
    ctx.font = `600 ${fontSize}px ${fontFamily}`
    ctx.textBaseline = 'middle'
    for (const group of groups) ctx.fillText(group.title.slice(0, fits(group)), group.x + sizes.padding, group.y + top)
    return
  }
  ctx.globalAlpha = 0.35
  for (const group of groups) {
    const chars = Math.min(group.title.length, fits(group))
    if (chars > 0) ctx.fillRect(group.x + sizes.padding, group.y + top - fontSize * 0.3, chars * fontSize * charWidth, fontSize * 0.6)
  }
  ctx.globalAlpha = 1
}

/**
 * Paints one frame of the far canvas: the scene (already cut to the view) in flow coordinates under
 * the viewport's transform. Edges and frames are one device pixel wide, so they stay visible at
 * the smallest zoom; a selected group's frame is two screen pixels wide, in the selection colour.
 */
export function drawFarScene(ctx: FarContext, scene: FarScene, frame: FarFrame, palette: FarPalette) {
  const { width, height, pixelRatio, viewport } = frame
  const { x, y, zoom } = viewport
  ctx.setTransform(1, 0, 0, 1, 0, 0)
  ctx.clearRect(0, 0, width * pixelRatio, height * pixelRatio)
  ctx.setTransform(pixelRatio * zoom, 0, 0, pixelRatio * zoom, pixelRatio * x, pixelRatio * y)
  const pixel = 1 / zoom
  // Edges and plain frames: just under a device pixel (the compact drawing's 4 and 5 flow pixels
  // are less). Skia then draws them as hairlines, much cheaper to rasterise in software than
  // stroked outlines (SkDrawTreatAsHairline).
  const hairline = 0.99 / (zoom * pixelRatio)

  strokeEdges(ctx, scene.edges, 'plain', palette.edge, hairline)
  ctx.setLineDash([4 * pixel, 3 * pixel])
  strokeEdges(ctx, scene.edges, 'loop', palette.loop, hairline)
  ctx.setLineDash([])
  strokeEdges(ctx, scene.edges, 'selected', palette.selected, Math.max(5, 1.5 * pixel))

  const plain = scene.groups.filter((group) => !group.selected && !group.mark)
  paintBoxes(ctx, plain, palette, palette.groupBorder, hairline)
  for (const mark of ['added', 'changed', 'removed'] as const) {
    const marked = scene.groups.filter((group) => !group.selected && group.mark === mark)
    // Removed groups are ghosted, as their DOM box is (opacity-60).
    if (mark === 'removed') ctx.globalAlpha = 0.6
    paintBoxes(ctx, marked, palette, palette.marks[mark], Math.max(frameWidth, 2 * pixel))
    ctx.globalAlpha = 1
  }
  paintBoxes(ctx, scene.groups.filter((group) => group.selected), palette, palette.selected, Math.max(frameWidth, 2 * pixel))
  paintTitles(ctx, scene.groups, palette, zoom, frame.fontFamily)
}
