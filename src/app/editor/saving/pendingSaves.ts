const flushers = new Map<string, () => Promise<void>>()

/**
 * The open editor's "save now", by bot id, for actions outside the editor that need the service
 * to have the latest draft first (publishing; the preview runs the stored draft too).
 */
export const pendingSaves = {
  /** Registers the editor of `botId`; returns the function that unregisters it. */
  register(botId: string, flush: () => Promise<void>) {
    flushers.set(botId, flush)
    return () => {
      if (flushers.get(botId) === flush) flushers.delete(botId)
    }
  },
  /** Resolves once the draft of `botId` is saved (at once when no editor holds unsaved edits). */
  flush: (botId: string): Promise<void> => flushers.get(botId)?.() ?? Promise.resolve(),
}
