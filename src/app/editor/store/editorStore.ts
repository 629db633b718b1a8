import { createStore, type StoreApi } from 'zustand/vanilla'
import type { FlowDocument } from '../document/flowDocument'
import { createDocumentSlice, type DocumentSlice } from './documentSlice'
import { createHistorySlice, defaultHistoryOptions, type HistoryOptions, type HistorySlice } from './historySlice'
import { createSaveSlice, type SaveSlice } from './saveSlice'
import { createSelectionSlice, type SelectionSlice } from './selectionSlice'

/** What the editor is editing and whether it may: fixed for the life of the store. */
export type EditorEnv = { botId: string; workspaceId: string; readOnly: boolean }

export type EditorState = DocumentSlice & HistorySlice & SelectionSlice & SaveSlice & { env: EditorEnv }
export type EditorStore = StoreApi<EditorState>

export type EditorStoreOptions = {
  env: EditorEnv
  /** The version of the service the editor opens. */
  server: { doc: FlowDocument; updatedAt: string }
  /** Edits kept from an earlier session that the service does not have yet (they stay unsaved). */
  pendingDoc?: FlowDocument
  /** The canvas's notes as the service keeps them (apart from the bot). */
  notes?: FlowDocument['notes']
  history?: Partial<HistoryOptions>
}

/** A fresh editor store for one open bot: working copy, history, selection and save state. */
export function createEditorStore({ env, server, pendingDoc, notes, history }: EditorStoreOptions): EditorStore {
  const options = { ...defaultHistoryOptions, ...history }
  return createStore<EditorState>()((...a) => ({
    ...createDocumentSlice(notes ? { ...(pendingDoc ?? server.doc), notes } : (pendingDoc ?? server.doc), options)(...a),
    ...createHistorySlice()(...a),
    ...createSelectionSlice()(...a),
    ...createSaveSlice(server)(...a),
    ...(pendingDoc && { saveStatus: 'unsaved' as const }),
    env,
  }))
}
