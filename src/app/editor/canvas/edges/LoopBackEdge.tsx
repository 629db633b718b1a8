import { memo } from 'react'
import { BaseEdge, EdgeLabelRenderer, getSmoothStepPath, type EdgeProps } from '@xyflow/react'
import { Repeat } from 'lucide-react'
import type { LoopFlowEdge } from '../flowMapping'

/**
 * The way back from the end of a loop body to its Loop block: dashed, drawn from the data rather
 * than stored, so it can be neither selected nor deleted (the engine goes back whatever the canvas shows).
 */
export const LoopBackEdge = memo(function LoopBackEdge(props: EdgeProps<LoopFlowEdge>) {
  const [path] = getSmoothStepPath({ ...props, offset: 40, borderRadius: 16 })
  return (
    <>
      <BaseEdge id={props.id} path={path} className="stroke-violet-500! dark:stroke-violet-400!" style={{ strokeWidth: 2, strokeDasharray: '6 5' }} />
      <EdgeLabelRenderer>
        <span
          className="pointer-events-none absolute flex items-center gap-1 rounded-full border border-violet-300 bg-white px-2 py-0.5 text-[11px] font-medium text-violet-800 dark:border-violet-700 dark:bg-zinc-900 dark:text-violet-200"
          // At the body's end, where the flow turns back: the middle of the path can fall on the loop's own outputs.
          style={{ transform: `translate(${props.sourceX + 10}px, calc(${props.sourceY}px - 100% - 4px))` }}
          data-loop-back=""
        >
          <Repeat aria-hidden className="size-3" />
          Back to loop
        </span>
      </EdgeLabelRenderer>
    </>
  )
})
