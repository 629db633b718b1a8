import { EdgeLabelRenderer } from '@xyflow/react'
import { Users } from 'lucide-react'
import { useEdgeVisits } from './FlowAnalyticsContext'

/** In analytics mode, at the middle of an edge: how many visitors went through it. Nothing while editing. */
export function EdgeVisitsLabel({ edgeId, x, y }: { edgeId: string; x: number; y: number }) {
  const total = useEdgeVisits(edgeId)
  if (total === undefined) return null
  return (
    <EdgeLabelRenderer>
      <span
        data-testid="edge-visits"
        data-edge-id={edgeId}
        title={`${total.toLocaleString()} visitor${total === 1 ? '' : 's'} went this way`}
        className="nodrag nopan absolute inline-flex h-6 items-center gap-1 rounded-full border border-indigo-300 bg-white px-2 text-xs font-semibold text-indigo-800 tabular-nums shadow-sm dark:border-indigo-500 dark:bg-zinc-900 dark:text-indigo-200"
        style={{ transform: `translate(-50%, -50%) translate(${x}px, ${y}px)` }}
      >
        <Users aria-hidden className="size-3.5" />
        <span className="sr-only">Went through: </span>
        {total.toLocaleString()}
      </span>
    </EdgeLabelRenderer>
  )
}
