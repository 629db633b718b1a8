/** Rows picked by hand (ids), or every result the filter selects, loaded or not. */
export type Selection = { kind: 'ids'; ids: ReadonlySet<string>; anchor?: string } | { kind: 'all' }

export const noSelection: Selection = { kind: 'ids', ids: new Set() }

export const isSelected = (selection: Selection, id: string) => selection.kind === 'all' || selection.ids.has(id)

/** How many results an action on the selection touches; `total` is what the filter selects. */
export const selectedCount = (selection: Selection, total: number | undefined) =>
  selection.kind === 'all' ? (total ?? 0) : selection.ids.size

/**
 * A click on a row's box. With Shift, every loaded row from the last clicked one to this one takes
 * the clicked row's new state. Unticking a row while "all" is selected keeps the loaded others.
 */
export function toggleRow(selection: Selection, id: string, loadedIds: string[], withShift: boolean): Selection {
  const ids = new Set(selection.kind === 'all' ? loadedIds : selection.ids)
  const select = selection.kind === 'ids' && !selection.ids.has(id)
  const anchor = selection.kind === 'ids' ? selection.anchor : undefined
  const from = withShift && anchor ? loadedIds.indexOf(anchor) : -1
  const to = loadedIds.indexOf(id)
  const range = from >= 0 && to >= 0 ? loadedIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id]
  for (const rowId of range) {
    if (select) ids.add(rowId)
    else ids.delete(rowId)
  }
  return { kind: 'ids', ids, anchor: id }
}

/** The header's box: ticks every loaded row, or clears them all when they already are. */
export function toggleLoaded(selection: Selection, loadedIds: string[]): Selection {
  const allTicked = selection.kind === 'all' || (loadedIds.length > 0 && loadedIds.every((id) => selection.ids.has(id)))
  return allTicked ? noSelection : { kind: 'ids', ids: new Set(loadedIds) }
}
