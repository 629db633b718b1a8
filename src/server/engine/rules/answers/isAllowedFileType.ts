import { mimeTypeByExtension } from './fileMimeTypes'

// `jpg` and `jpeg` name one format (§5); `image/jpg` is a common misspelling of `image/jpeg`.
const canonicalExtension = (extension: string) => (extension === 'jpg' ? 'jpeg' : extension)
const canonicalMimeType = (mimeType: string) => (mimeType === 'image/jpg' ? 'image/jpeg' : mimeType)

/** The lower-cased extension of the last path segment of a URL, or undefined when it has none. */
export const fileExtensionOf = (url: URL): string | undefined => {
  const name = url.pathname.split('/').at(-1) ?? ''
  let decoded = name
  try {
    decoded = decodeURIComponent(name)
  } catch {
    // A malformed escape leaves the name as it is.
  }
  const dot = decoded.lastIndexOf('.')
  return dot > 0 && dot < decoded.length - 1 ? canonicalExtension(decoded.slice(dot + 1).toLowerCase()) : undefined
}

/** One `allowedFileTypes` entry: an extension (`pdf`, `.pdf`), a MIME type, or a wildcard (`image/*`). */
const entryAllows = (entry: string, extension: string | undefined) => {
  const normalized = entry.trim().toLowerCase()
  if (normalized === '*' || normalized === '*/*') return true
  if (!extension) return false
  if (!normalized.includes('/')) return canonicalExtension(normalized.replace(/^\./, '')) === extension
  const mimeType = Object.hasOwn(mimeTypeByExtension, extension) ? mimeTypeByExtension[extension] : undefined
  if (!mimeType) return false
  if (normalized.endsWith('/*')) return mimeType.startsWith(normalized.slice(0, -1))
  return canonicalMimeType(normalized) === mimeType
}

/** Whether the file behind `url` has a type the list allows (case-insensitive, `jpg` ≡ `jpeg`). */
export const isAllowedFileType = (url: URL, allowedTypes: string[]) => {
  const extension = fileExtensionOf(url)
  return allowedTypes.some((entry) => entryAllows(entry, extension))
}
