/** Edits of one part of a bot not yet saved: the working copy and the version it started from. */
export type StoredPart<P> = { value: P; baseUpdatedAt: string }

export type PartDraftStorage<P> = {
  read: (botId: string) => StoredPart<P> | null
  /** Returns false when the browser refused (storage full or disabled). */
  write: (botId: string, draft: StoredPart<P>) => boolean
  clear: (botId: string) => void
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Pending edits of the `name` part (theme, settings) in localStorage, by bot id, so a reload or a
 * lost connection never loses them. localStorage, like the flow editor's drafts: it can be written
 * synchronously while the page is being hidden.
 */
export function partDraftStorage<P>(name: string): PartDraftStorage<P> {
  const keyOf = (botId: string) => `bb.${name}.draft.${botId}`
  return {
    read(botId) {
      try {
        const draft: unknown = JSON.parse(localStorage.getItem(keyOf(botId)) ?? 'null')
        return isObject(draft) && isObject(draft.value) && typeof draft.baseUpdatedAt === 'string' ? (draft as StoredPart<P>) : null
      } catch {
        return null
      }
    },
    write(botId, draft) {
      try {
        localStorage.setItem(keyOf(botId), JSON.stringify(draft))
        return true
      } catch {
        return false
      }
    },
    clear(botId) {
      try {
        localStorage.removeItem(keyOf(botId))
      } catch {
        // Nothing stored, nothing to clear.
      }
    },
  }
}
