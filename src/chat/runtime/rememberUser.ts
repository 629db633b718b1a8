/** Where the public page keeps a visitor's result id when the bot remembers users (BLOCKS.md §4.10). */
const keyOf = (publicId: string) => `bb-chat-result:${publicId}`

const storages = (): Storage[] => {
  try {
    return [sessionStorage, localStorage]
  } catch {
    return [] // Storage can be forbidden (privacy modes, sandboxed frames).
  }
}

/** The remembered result id, from either storage (the setting is only known after startChat). */
export function readRememberedResult(publicId: string): string | undefined {
  for (const storage of storages()) {
    try {
      const value = storage.getItem(keyOf(publicId))
      if (value) return value
    } catch {
      // Unreadable storage: nothing remembered.
    }
  }
  return undefined
}

/** Keeps the result id in the storage the bot chose, or forgets it when the bot does not remember. */
export function rememberResult(publicId: string, resultId: string | undefined, setting: { isEnabled: boolean; storage: 'session' | 'local' }) {
  const [session, local] = storages()
  if (!session) return
  try {
    session.removeItem(keyOf(publicId))
    local.removeItem(keyOf(publicId))
    if (setting.isEnabled && resultId) (setting.storage === 'local' ? local : session).setItem(keyOf(publicId), resultId)
  } catch {
    // Full or forbidden storage: the visitor is simply not remembered.
  }
}
