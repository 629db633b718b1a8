/** A file extension safe to put in an object key (letters and digits, at most 10), or ''. */
export function safeExtension(fileName: string): string {
  const match = /\.([a-zA-Z0-9]{1,10})$/.exec(fileName.trim())
  return match ? `.${match[1].toLowerCase()}` : ''
}

// Ids of imported bots may hold any character; keys keep to a safe alphabet.
const segment = (id: string) => id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100) || '_'

/**
 * The server picks every object key: bot, result and block it answers, a random id, and only the
 * extension of the visitor's file name (file type rules read it).
 */
export const objectKeyFor = (parts: { botId: string; resultId: string; blockId: string; id: string; fileName: string }) =>
  [parts.botId, parts.resultId, parts.blockId].map(segment).join('/') + `/${parts.id}${safeExtension(parts.fileName)}`

/** Keys this service makes, and nothing else (no `..`, no absolute paths). */
export const isObjectKey = (key: string) => /^([A-Za-z0-9_-]+\/){3}[a-z0-9]+(\.[a-z0-9]{1,10})?$/.test(key)

/** Types a browser could run as a page or script: always downloaded, never shown inline. */
export const isActiveContentType = (contentType: string) =>
  /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml|text\/javascript|application\/javascript)\b/i.test(
    contentType,
  )
