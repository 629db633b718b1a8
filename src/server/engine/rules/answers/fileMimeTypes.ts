/**
 * MIME type of common file extensions, to match `allowedFileTypes` entries written as MIME types or
 * wildcards (`image/*`). An extension missing here only matches entries that name the extension.
 */
export const mimeTypeByExtension: Record<string, string> = {
  // images
  apng: 'image/apng', avif: 'image/avif', bmp: 'image/bmp', gif: 'image/gif', heic: 'image/heic',
  heif: 'image/heif', ico: 'image/vnd.microsoft.icon', jpeg: 'image/jpeg', png: 'image/png',
  svg: 'image/svg+xml', tif: 'image/tiff', tiff: 'image/tiff', webp: 'image/webp',
  // audio
  aac: 'audio/aac', flac: 'audio/flac', m4a: 'audio/mp4', mid: 'audio/midi', midi: 'audio/midi',
  mp3: 'audio/mpeg', oga: 'audio/ogg', ogg: 'audio/ogg', opus: 'audio/opus', wav: 'audio/wav', weba: 'audio/webm',
  // video
  '3gp': 'video/3gpp', avi: 'video/x-msvideo', m4v: 'video/x-m4v', mkv: 'video/x-matroska', mov: 'video/quicktime',
  mp4: 'video/mp4', mpeg: 'video/mpeg', mpg: 'video/mpeg', ogv: 'video/ogg', webm: 'video/webm',
  // text
  css: 'text/css', csv: 'text/csv', htm: 'text/html', html: 'text/html', ics: 'text/calendar',
  md: 'text/markdown', txt: 'text/plain', vcf: 'text/vcard',
  // documents and archives
  '7z': 'application/x-7z-compressed', doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  epub: 'application/epub+zip', gz: 'application/gzip', json: 'application/json',
  odp: 'application/vnd.oasis.opendocument.presentation', ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odt: 'application/vnd.oasis.opendocument.text', pdf: 'application/pdf', ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', rar: 'application/vnd.rar',
  rtf: 'application/rtf', tar: 'application/x-tar', xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', xml: 'application/xml',
  zip: 'application/zip',
}
