import type { StateCreator } from 'zustand'
import type { EditorState } from './editorStore'

/** What the side of the editor shows: one block's or event's settings, or the variables. */
export type SidePanel = { kind: 'block'; blockId: string } | { kind: 'event'; eventId: string } | { kind: 'variables' } | null

/** Selection and panels: view state, never in the undo history. */
export type SelectionSlice = {
  /** Selected groups and events (canvas nodes). */
  selectedNodeIds: ReadonlySet<string>
  selectedEdgeIds: ReadonlySet<string>
  sidePanel: SidePanel
  /** Replaces the selection (what a click, a box or "select all" does). */
  select: (selection: { nodeIds?: Iterable<string>; edgeIds?: Iterable<string> }) => void
  /** Applies per-element select flags, as the canvas reports them. */
  setSelected: (changes: { nodes?: { id: string; selected: boolean }[]; edges?: { id: string; selected: boolean }[] }) => void
  openSidePanel: (panel: SidePanel) => void
}

const applyFlags = (current: ReadonlySet<string>, changes: { id: string; selected: boolean }[] = []) => {
  if (!changes.some((change) => current.has(change.id) !== change.selected)) return current
  const next = new Set(current)
  for (const { id, selected } of changes) {
    if (selected) next.add(id)
    else next.delete(id)
  }
  return next
}

/** The selection slice: nothing selected, no panel open. */
export const createSelectionSlice = (): StateCreator<EditorState, [], [], SelectionSlice> => (set, get) => ({
  selectedNodeIds: new Set(),
  selectedEdgeIds: new Set(),
  sidePanel: null,
  select: ({ nodeIds = [], edgeIds = [] }) => set({ selectedNodeIds: new Set(nodeIds), selectedEdgeIds: new Set(edgeIds) }),
  setSelected: ({ nodes, edges }) => {
    const selectedNodeIds = applyFlags(get().selectedNodeIds, nodes)
    const selectedEdgeIds = applyFlags(get().selectedEdgeIds, edges)
    if (selectedNodeIds !== get().selectedNodeIds || selectedEdgeIds !== get().selectedEdgeIds) set({ selectedNodeIds, selectedEdgeIds })
  },
  openSidePanel: (sidePanel) => set({ sidePanel }),
})
