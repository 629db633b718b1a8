import { sizes, type GroupLayout } from '../groupLayout'
import { useBlockDrag } from '../../dnd/blockDrag'
import { slotTop } from '../../dnd/dropIndex'

/** The line that shows where a dragged block would land in this group. */
export function DropPlaceholder({ groupId, layout }: { groupId: string; layout: GroupLayout }) {
  const index = useBlockDrag((state) => (state.slot?.groupId === groupId ? state.slot.index : null))
  if (index === null) return null
  return (
    <div
      data-testid="drop-placeholder"
      aria-hidden
      className="pointer-events-none absolute h-1 rounded-full bg-indigo-500 shadow-[0_0_0_3px_rgba(99,102,241,0.25)]"
      style={{ top: slotTop(layout, index) - 2, left: sizes.padding, right: sizes.padding }}
    />
  )
}
