import type { HTMLAttributes } from 'react'
import type { DiffKind } from '@/shared/bot/versionDiff'
import { markLabels } from '../../compare/FlowCompareContext'
import type { GroupLayout } from '../groupLayout'
import { HandleMarkers } from './HandleMarkers'

type FarGroupProps = { title: string; layout: GroupLayout; drop: HTMLAttributes<HTMLDivElement>; keyboard: HTMLAttributes<HTMLDivElement>; mark?: DiffKind }

/**
 * A group on the far canvas: an invisible box that paints nothing (FarCanvasLayer paints the group),
 * kept as a React Flow node so clicking, dragging, box selection, drops and the keyboard work as
 * they do at any other zoom, through the same handlers and store commands. Hit-testing the canvas
 * ourselves would mean rewriting React Flow's drag, multi-selection and snapping; an empty box
 * costs next to nothing to paint. Only keyboard focus shows, as a ring.
 */
export function FarGroup({ title, layout, drop, keyboard, mark }: FarGroupProps) {
  return (
    <div
      role="group"
      aria-label={mark ? `${title} (${markLabels[mark].toLowerCase()})` : title}
      data-testid="group"
      data-compare={mark}
      data-far=""
      {...drop}
      {...keyboard}
      className="relative rounded-xl outline-none focus-visible:ring-8 focus-visible:ring-indigo-500/60"
      style={{ width: layout.width, height: layout.height }}
    >
      <HandleMarkers handles={layout.handles} />
    </div>
  )
}
