import type { CSSProperties, HTMLAttributes, ReactNode } from 'react'
import type { DiffKind } from '@/shared/bot/versionDiff'
import { markLabels } from '../../compare/FlowCompareContext'
import type { GroupLayout } from '../groupLayout'
import { HandleMarkers } from './HandleMarkers'

export type ZoomedOutGroupProps = { title: string; layout: GroupLayout; drop: HTMLAttributes<HTMLDivElement>; keyboard: HTMLAttributes<HTMLDivElement>; mark?: DiffKind }

/**
 * The box a zoomed-out group is (compact or far): the group's size, its name for assistive
 * technology and tests, the drop and keyboard handlers of a full group, and its outputs as bare
 * markers (the interactive handles are the costly part of a node).
 */
export function ZoomedOutGroupBox({
  title,
  layout,
  drop,
  keyboard,
  mark,
  detail,
  className,
  style,
  children,
}: ZoomedOutGroupProps & { detail: 'compact' | 'far'; className: string; style?: CSSProperties; children?: ReactNode }) {
  return (
    <div
      role="group"
      aria-label={mark ? `${title} (${markLabels[mark].toLowerCase()})` : title}
      data-testid="group"
      data-compare={mark}
      data-compact={detail === 'compact' ? '' : undefined}
      data-far={detail === 'far' ? '' : undefined}
      {...drop}
      {...keyboard}
      className={className}
      style={{ ...style, width: layout.width, height: layout.height }}
    >
      {children}
      <HandleMarkers handles={layout.handles} />
    </div>
  )
}
