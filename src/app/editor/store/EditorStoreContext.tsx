import { createContext, useContext, type ReactNode } from 'react'
import { useStore } from 'zustand'
import type { EditorState, EditorStore } from './editorStore'

const EditorStoreContext = createContext<EditorStore | null>(null)

/** Gives the editor below it its store (one per open bot; tests pass their own). */
export function EditorStoreProvider({ store, children }: { store: EditorStore; children: ReactNode }) {
  return <EditorStoreContext.Provider value={store}>{children}</EditorStoreContext.Provider>
}

/** The store of the open bot, for event handlers that read or act without subscribing. */
export function useEditorStoreApi(): EditorStore {
  const store = useContext(EditorStoreContext)
  if (!store) throw new Error('useEditorStore needs an EditorStoreProvider above it')
  return store
}

/**
 * Subscribes to one slice of the editor state. Keep selectors narrow (wrap object results in
 * useShallow): a component re-renders whenever what its selector returns changes.
 */
export const useEditorStore = <T,>(selector: (state: EditorState) => T): T => useStore(useEditorStoreApi(), selector)
