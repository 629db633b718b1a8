/**
 * A short fingerprint of a source text (FNV-1a, 32 bits, hex): stored beside a translation so an
 * edited source flags it outdated. Not a security measure; identical in the browser and on Node.
 */
export function sourceHash(text: string): string {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}
