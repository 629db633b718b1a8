import type { GroupLayout } from '../canvas/groupLayout'
import { sizes } from '../canvas/groupLayout'

/** The slot a block dropped at `y` (node coordinates) goes to: before the first block whose middle is below. */
export function dropIndex(layout: GroupLayout, y: number): number {
  const index = layout.blocks.findIndex((block) => y < block.top + block.height / 2)
  return index < 0 ? layout.blocks.length : index
}

/** Where the placeholder of a slot is drawn: the middle of the gap before that slot. */
export function slotTop(layout: GroupLayout, index: number): number {
  if (layout.blocks.length === 0) return sizes.padding + sizes.header + sizes.headerGap / 2
  if (index >= layout.blocks.length) {
    const last = layout.blocks[layout.blocks.length - 1]
    return last.top + last.height + sizes.blockGap / 2
  }
  return layout.blocks[index].top - sizes.blockGap / 2
}
