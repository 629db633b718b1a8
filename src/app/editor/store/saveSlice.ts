import type { StateCreator } from 'zustand'
import { flowFields, type FlowDocument } from '../document/flowDocument'
import type { EditorState } from './editorStore'

/**
 * What the save indicator says. `offline`: the service could not be reached, edits are kept locally.
 * `connecting`: live editing is opening (nothing is confirmed saved until it synced).
 */
export type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'offline' | 'error' | 'conflict' | 'connecting'

/** The server copy the working copy started from, and how saving it goes. */
export type SaveSlice = {
  /** The document as the service last stored it, and the `updatedAt` of that version. */
  server: { doc: FlowDocument; updatedAt: string }
  saveStatus: SaveStatus
  /** Live editing while disconnected: changes kept on this device, sent when the connection is back. */
  keptChanges: number
  setSaveState: (state: Partial<Pick<SaveSlice, 'server' | 'saveStatus' | 'keptChanges'>>) => void
  /** Never in history: takes a version of the service as both server copy and working copy. */
  adopt: (server: SaveSlice['server']) => void
}

/** True while the working copy holds edits the service does not have yet. */
export const hasUnsavedChanges = (state: Pick<EditorState, 'doc' | 'server'>) => flowFields.some((field) => state.doc[field] !== state.server.doc[field])

/** The save slice, starting from the service's version the editor opened. */
export const createSaveSlice =
  (server: SaveSlice['server']): StateCreator<EditorState, [], [], SaveSlice> =>
  (set, get) => ({
    server,
    saveStatus: 'saved',
    keptChanges: 0,
    setSaveState: (state) => set(state),
    adopt: (next) => {
      // The bot's version replaces the flow; the notes are not the bot's and stay as they are.
      const { notes } = get().doc
      get().load(notes ? { ...next.doc, notes } : next.doc)
      set({ server: next, saveStatus: 'saved' })
    },
  })
