import type { NodeHandle } from '@xyflow/react'

/**
 * A group's outputs as bare, invisible markers. React Flow measures a node's `.source` and `.target`
 * elements when it mounts, so they must be there for the edges (also once zoomed back in); but far
 * out nobody connects anything, and interactive handles are a costly part of a node.
 */
export function HandleMarkers({ handles }: { handles: readonly NodeHandle[] }) {
  return handles.map((handle) => (
    <div
      key={handle.id}
      aria-hidden
      className={`react-flow__handle ${handle.type} pointer-events-none opacity-0`}
      data-handleid={handle.id}
      data-handlepos={handle.position}
      style={{ left: handle.x, top: handle.y, width: handle.width, height: handle.height }}
    />
  ))
}
