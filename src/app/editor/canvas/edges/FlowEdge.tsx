import { memo } from 'react'
import { BaseEdge, EdgeLabelRenderer, getBezierPath, type EdgeProps } from '@xyflow/react'
import { X } from 'lucide-react'
import { EdgeVisitsLabel } from '../../analytics/EdgeVisitsLabel'
import { removeEdges } from '../../commands/edges/removeEdges'
import { useEditorStore, useEditorStoreApi } from '../../store/EditorStoreContext'
import { useCompactCanvas } from '../compactCanvas'
import type { FlowConnectionEdge } from '../flowMapping'
import { edgeMarkers } from './EdgeMarkers'

/**
 * An edge between an output and a group, with an arrowhead where it enters the group; once
 * selected it offers a button that deletes it. Zoomed far out it is a bare line: no arrowhead, no
 * wide invisible path to hit, no button, no store subscription.
 */
export const FlowEdge = memo(function FlowEdge(props: EdgeProps<FlowConnectionEdge>) {
  const [path, labelX, labelY] = getBezierPath(props)
  if (useCompactCanvas()) return <path d={path} fill="none" strokeWidth={4} className={props.selected ? 'stroke-indigo-500' : 'stroke-zinc-400 dark:stroke-zinc-500'} />
  return <DetailedEdge id={props.id} path={path} labelX={labelX} labelY={labelY} selected={!!props.selected} />
})

function DetailedEdge({ id, path, labelX, labelY, selected }: { id: string; path: string; labelX: number; labelY: number; selected: boolean }) {
  const store = useEditorStoreApi()
  const readOnly = useEditorStore((state) => state.env.readOnly)
  return (
    <>
      <BaseEdge
        id={id}
        path={path}
        interactionWidth={24}
        markerEnd={`url(#${selected ? edgeMarkers.selected : edgeMarkers.plain})`}
        className={selected ? 'stroke-indigo-500!' : 'stroke-zinc-400! dark:stroke-zinc-500!'}
        style={{ strokeWidth: selected ? 2.5 : 2 }}
      />
      <EdgeVisitsLabel edgeId={id} x={labelX} y={labelY} />
      {selected && !readOnly && (
        <EdgeLabelRenderer>
          <button
            type="button"
            aria-label="Delete this connection"
            onClick={() => store.getState().commit('Delete connection', (doc) => removeEdges(doc, { edgeIds: [id] }))}
            className="nodrag nopan pointer-events-auto absolute flex size-6 items-center justify-center rounded-full border border-zinc-200 bg-white text-zinc-600 shadow hover:bg-red-50 hover:text-red-600 dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-300"
            style={{ transform: `translate(-50%, -50%) translate(${labelX}px, ${labelY}px)` }}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        </EdgeLabelRenderer>
      )}
    </>
  )
}
