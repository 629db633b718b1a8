import type { FlowDocument } from '../document/flowDocument'

/** Edits not yet saved, kept on this device: the working copy and the version it started from. */
export type StoredDraft = { doc: FlowDocument; baseUpdatedAt: string; savedAt: string }

const keyOf = (botId: string) => `bb.editor.draft.${botId}`

/**
 * Pending working copies in localStorage, by bot id, so a reload or a lost connection never
 * loses an edit. localStorage rather than IndexedDB: it can be written synchronously while the
 * page is being hidden or unloaded.
 */
export const draftStorage = {
  read(botId: string): StoredDraft | null {
    try {
      const draft = JSON.parse(localStorage.getItem(keyOf(botId)) ?? 'null') as StoredDraft | null
      return draft && Array.isArray(draft.doc?.groups) && Array.isArray(draft.doc.events) && typeof draft.baseUpdatedAt === 'string' ? draft : null
    } catch {
      return null
    }
  },
  /** Returns false when the browser refused (storage full or disabled). */
  write(botId: string, draft: Omit<StoredDraft, 'savedAt'>): boolean {
    try {
      localStorage.setItem(keyOf(botId), JSON.stringify({ ...draft, savedAt: new Date().toISOString() }))
      return true
    } catch {
      return false
    }
  },
  clear(botId: string) {
    try {
      localStorage.removeItem(keyOf(botId))
    } catch {
      // Nothing stored, nothing to clear.
    }
  },
}

export type DraftStorage = typeof draftStorage
