import { useCallback, useState } from 'react'
import { noSelection, type Selection, toggleLoaded, toggleRow } from './selection'

/**
 * The rows picked in the table; a new filter clears them (the picked rows may no longer show).
 * `loadedIds` are the loaded rows in order, for Shift ranges and the header's box.
 */
export function useResultSelection(filterKey: string, loadedIds: string[]) {
  const [state, setState] = useState<{ key: string; selection: Selection }>({ key: filterKey, selection: noSelection })
  const selection = state.key === filterKey ? state.selection : noSelection
  const set = useCallback((change: (current: Selection) => Selection) => setState((current) => ({ key: filterKey, selection: change(current.key === filterKey ? current.selection : noSelection) })), [filterKey])
  const onToggleRow = useCallback((id: string, withShift: boolean) => set((current) => toggleRow(current, id, loadedIds, withShift)), [set, loadedIds])
  return {
    selection,
    onToggleRow,
    onToggleLoaded: () => set((current) => toggleLoaded(current, loadedIds)),
    selectAll: () => set(() => ({ kind: 'all' })),
    clear: () => set(() => noSelection),
  }
}
