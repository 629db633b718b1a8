import { type ZoomedOutGroupProps, ZoomedOutGroupBox } from './ZoomedOutGroupBox'

/**
 * A group on the far canvas: an invisible box that paints nothing (FarCanvasLayer paints the group),
 * kept as a React Flow node so clicking, dragging, box selection, drops and the keyboard work as
 * they do at any other zoom, through the same handlers and store commands. Hit-testing the canvas
 * ourselves would mean rewriting React Flow's drag, multi-selection and snapping; an empty box
 * costs next to nothing to paint. Only keyboard focus shows, as a ring.
 */
export function FarGroup(props: ZoomedOutGroupProps) {
  return <ZoomedOutGroupBox {...props} detail="far" className="relative rounded-xl outline-none focus-visible:ring-8 focus-visible:ring-indigo-500/60" />
}
