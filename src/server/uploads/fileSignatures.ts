/**
 * What a file's first bytes say it is. A visitor names a file and its type; both are only claims,
 * and the file input's allowed types are read from the name. The bytes must agree with the claimed
 * type wherever that type has a signature, so a page or a program cannot be stored as a picture.
 */

type Kind = { types: string[]; extensions: string[]; matches: (bytes: Uint8Array) => boolean }

const ascii = (bytes: Uint8Array, offset: number, text: string) => [...text].every((char, i) => bytes[offset + i] === char.charCodeAt(0))
const startsWith = (bytes: Uint8Array, ...values: number[]) => values.every((value, i) => bytes[i] === value)
const riff = (form: string) => (bytes: Uint8Array) => ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, form)

const KINDS: Kind[] = [
  { types: ['image/png'], extensions: ['png'], matches: (b) => startsWith(b, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  { types: ['image/jpeg', 'image/jpg', 'image/pjpeg'], extensions: ['jpg', 'jpeg', 'jfif'], matches: (b) => startsWith(b, 0xff, 0xd8, 0xff) },
  { types: ['image/gif'], extensions: ['gif'], matches: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a') },
  { types: ['image/webp'], extensions: ['webp'], matches: riff('WEBP') },
  { types: ['image/bmp', 'image/x-ms-bmp'], extensions: ['bmp'], matches: (b) => ascii(b, 0, 'BM') },
  { types: ['image/x-icon', 'image/vnd.microsoft.icon'], extensions: ['ico'], matches: (b) => startsWith(b, 0, 0, 1, 0) },
  { types: ['image/tiff'], extensions: ['tif', 'tiff'], matches: (b) => startsWith(b, 0x49, 0x49, 0x2a, 0) || startsWith(b, 0x4d, 0x4d, 0, 0x2a) },
  // ISO base media files (MP4, QuickTime, HEIC, AVIF) name their brand after a `ftyp` box.
  {
    types: ['image/heic', 'image/heif', 'image/avif', 'video/mp4', 'video/quicktime', 'video/3gpp', 'audio/mp4', 'audio/x-m4a', 'audio/m4a'],
    extensions: ['heic', 'heif', 'avif', 'mp4', 'm4v', 'mov', '3gp', 'm4a'],
    matches: (b) => ascii(b, 4, 'ftyp'),
  },
  { types: ['application/pdf'], extensions: ['pdf'], matches: (b) => ascii(b, 0, '%PDF-') },
  { types: ['video/webm', 'audio/webm', 'video/x-matroska'], extensions: ['webm', 'mkv'], matches: (b) => startsWith(b, 0x1a, 0x45, 0xdf, 0xa3) },
  { types: ['audio/ogg', 'video/ogg', 'application/ogg', 'audio/opus'], extensions: ['ogg', 'oga', 'ogv', 'opus'], matches: (b) => ascii(b, 0, 'OggS') },
  { types: ['audio/wav', 'audio/x-wav', 'audio/wave', 'audio/vnd.wave'], extensions: ['wav'], matches: riff('WAVE') },
  { types: ['video/x-msvideo', 'video/avi'], extensions: ['avi'], matches: riff('AVI ') },
  { types: ['audio/mpeg', 'audio/mp3'], extensions: ['mp3'], matches: (b) => ascii(b, 0, 'ID3') || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0) },
  { types: ['audio/flac', 'audio/x-flac'], extensions: ['flac'], matches: (b) => ascii(b, 0, 'fLaC') },
  { types: ['application/gzip', 'application/x-gzip'], extensions: ['gz', 'tgz'], matches: (b) => startsWith(b, 0x1f, 0x8b) },
  // Office documents, OpenDocument and EPUB are ZIP archives.
  {
    types: [
      'application/zip',
      'application/x-zip-compressed',
      'application/epub+zip',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.oasis.opendocument.text',
      'application/vnd.oasis.opendocument.spreadsheet',
      'application/vnd.oasis.opendocument.presentation',
    ],
    extensions: ['zip', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp', 'epub'],
    matches: (b) => startsWith(b, 0x50, 0x4b, 0x03, 0x04) || startsWith(b, 0x50, 0x4b, 0x05, 0x06),
  },
]

/** Types whose files are plain text: any bytes but a NUL, which no text file holds. */
const TEXT_TYPES = /^(text\/(plain|csv|markdown|tab-separated-values|calendar|vcard)|application\/json)$/

const kindOfType = (type: string) => KINDS.find((kind) => kind.types.includes(type))

const bare = (contentType: string) => contentType.split(';')[0].trim().toLowerCase()

/**
 * Why `bytes` cannot be a file of `contentType`, or undefined when they can: a type with a known
 * signature needs it, a text type needs text; other types (unknown to this table, or
 * `application/octet-stream`) are stored as they come and always served with their declared type.
 */
export function contentMismatch(contentType: string, bytes: Uint8Array): string | undefined {
  const type = bare(contentType)
  const kind = kindOfType(type)
  if (kind && !kind.matches(bytes)) return `The file's content is not ${type}`
  if (TEXT_TYPES.test(type) && bytes.subarray(0, 64 * 1024).includes(0)) return `The file's content is not text (${type})`
  return undefined
}

/**
 * Whether a file's name and its claimed type disagree: both known to this table and of different
 * kinds (`photo.png` sent as `application/pdf`). The allowed types of a file input are read from
 * the name, so the type must not be able to say otherwise.
 */
export function nameContradictsType(fileName: string, contentType: string): boolean {
  const extension = /\.([a-z0-9]{1,10})$/i.exec(fileName.trim())?.[1]?.toLowerCase()
  const byName = extension ? KINDS.find((kind) => kind.extensions.includes(extension)) : undefined
  const byType = kindOfType(bare(contentType))
  return byName !== undefined && byType !== undefined && byName !== byType
}
