/** Ids of the arrowheads the edges point with (one canvas per page, so fixed ids are unique). */
export const edgeMarkers = { plain: 'flow-edge-arrow', selected: 'flow-edge-arrow-selected' } as const

const arrow = 'M 0 0 L 10 5 L 0 10 z'

/**
 * The arrowheads at the end of every edge, drawn once. Their colours come from the same classes
 * as the edge lines, so they follow the theme and the selection.
 */
export function EdgeMarkers() {
  return (
    <svg aria-hidden className="pointer-events-none absolute size-0 overflow-hidden">
      <defs>
        {(['plain', 'selected'] as const).map((kind) => (
          <marker key={kind} id={edgeMarkers[kind]} viewBox="0 0 10 10" refX="9" refY="5" markerWidth="11" markerHeight="11" markerUnits="userSpaceOnUse" orient="auto-start-reverse">
            <path d={arrow} className={kind === 'selected' ? 'fill-indigo-500' : 'fill-zinc-400 dark:fill-zinc-500'} />
          </marker>
        ))}
      </defs>
    </svg>
  )
}
