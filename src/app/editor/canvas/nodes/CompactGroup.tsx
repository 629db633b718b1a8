import { cx } from '@/app/ui/cx'
import { sizes } from '../groupLayout'
import { markStyles } from '../../compare/FlowCompareContext'
import { compactTitle } from '../compactCanvas'
import { type ZoomedOutGroupProps, ZoomedOutGroupBox } from './ZoomedOutGroupBox'

/**
 * A group zoomed out: a plain box of the group's size with its title in large type, and its
 * outputs as bare markers: the interactive handles, block cards, menu and shadows are the costly
 * part of a node.
 */
export function CompactGroup({ selected, ...props }: ZoomedOutGroupProps & { selected: boolean }) {
  const { title, layout, mark } = props
  const lines = Math.max(1, Math.floor((layout.height - 2 * sizes.padding) / compactTitle.line))
  return (
    <ZoomedOutGroupBox
      {...props}
      detail="compact"
      // The thick frame is an outline: a wider border would move the outputs the edges are drawn to.
      className={cx(
        'relative rounded-xl border bg-white outline-4 -outline-offset-4 focus-visible:ring-8 focus-visible:ring-indigo-500/60 dark:bg-zinc-900',
        selected ? 'border-indigo-500 outline-indigo-500' : 'border-zinc-300 outline-zinc-300 dark:border-zinc-600 dark:outline-zinc-600',
        mark && markStyles[mark],
      )}
      style={{ padding: sizes.padding }}
    >
      <h3
        className="overflow-hidden font-semibold break-words text-zinc-900 dark:text-zinc-50"
        style={{ fontSize: compactTitle.fontSize, lineHeight: `${compactTitle.line}px`, display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: lines }}
      >
        {title}
      </h3>
    </ZoomedOutGroupBox>
  )
}
