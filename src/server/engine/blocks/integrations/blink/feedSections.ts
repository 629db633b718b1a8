import type { BlinkSection } from '../../../../../shared/bot/blocks'
import type { HttpPort } from '../../../ports'

/** What a section could not become, said in the block's log. */
export class SectionError extends Error {}

const numberOf = (value: number | string | undefined) => {
  if (value === undefined || value === '') return undefined
  const number = typeof value === 'number' ? value : Number(value)
  return Number.isFinite(number) ? number : undefined
}

/** The video id of a YouTube address (watch, short, embed or youtu.be form). */
export function youTubeId(link: string): string | undefined {
  const match = /(?:youtu\.be\/|youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/))([\w-]{11})/i.exec(link)
  return match?.[1]
}

/** Extensions Blink shows for the attachment types people send. */
const extensions: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'application/zip': 'zip',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.ms-excel': 'xls',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
}

/** An attachment's name, type and size, read from the file's own headers (a HEAD request through the port). */
async function attachment(url: string, http: HttpPort) {
  const { headers, status } = await http.request({ url, method: 'HEAD', headers: {}, timeoutMs: 10_000 })
  const contentType = (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase()
  const extension = extensions[contentType]
  const fileName = /filename="?([^";]+)"?/i.exec(headers['content-disposition'] ?? '')?.[1] ?? url.split('?')[0].split('/').pop()
  const fileSize = Number(headers['content-length'])
  if (status >= 400 || !fileName || !extension || !fileSize) throw new SectionError(`Could not read the attachment's name, type and size: ${url}`)
  return { type: 'attachment', file_name: fileName, file_ext: extension, file_size: fileSize, download_url: url, open_url: url }
}

/** A button's action in Blink's own link form. */
const buttonAction = (type: string | undefined, url: string) =>
  `blink:${type === 'Open Webview' ? 'webview' : 'link'}?url=${Buffer.from(url, 'utf8').toString('base64')}&action=open`

/**
 * A card section (already templated) in Blink's feed-event form; undefined for one left empty.
 * Throws a SectionError for one that cannot be sent (a YouTube link without a video, an
 * attachment whose file cannot be read).
 */
export async function toBlinkSection(section: BlinkSection, http: HttpPort): Promise<Record<string, unknown> | undefined> {
  switch (section.type) {
    case 'Header':
      return { type: 'header', title: section.title, icon_url: section.iconUrl }
    case 'Text':
      return { type: 'text', value: section.value, is_markdown: true }
    case 'Labelled Text':
      return { type: 'labelled_text', label: section.label, value: section.value, icon_url: section.iconUrl, is_markdown: true }
    case 'Image':
      return { type: 'image', image_url: section.imageUrl, fit_image: section.fitImage, width: numberOf(section.width), height: numberOf(section.height) }
    case 'Image gallery':
      return { type: 'gallery', data: (section.imageUrls ?? []).filter(Boolean).map((url) => ({ type: 'gallery_image', image_url: url })) }
    case 'YouTube': {
      if (!section.link) return undefined
      const id = youTubeId(section.link)
      if (!id) throw new SectionError(`Not a YouTube video address: ${section.link}`)
      return { type: 'youtube', video_id: id }
    }
    case 'Link':
      return { type: 'link', title: section.title, url: section.url, subtitle: section.description, image_url: section.imageUrl, image_placement: section.imagePlacement }
    case 'Buttons':
      return {
        type: 'buttons',
        data: (section.buttons ?? [])
          .filter((button) => button.clientAction?.url)
          .map((button) => ({ label: button.label, client_action: buttonAction(button.clientAction?.type, button.clientAction!.url!), icon_url: button.iconUrl })),
      }
    case 'Attachment':
      return section.url ? attachment(section.url, http) : undefined
    case 'Event':
      return { type: 'event', title: section.title, start: section.start, end: section.end, subtitle: section.description, all_day: section.allDay }
    case 'Horizontal Bar Chart':
      return {
        type: 'horizontal_bar_chart',
        total_raw_value: numberOf(section.total),
        data: (section.data ?? []).map((bar) => ({ name: bar.name, raw_value: numberOf(bar.value), display_value: bar.label })),
      }
    default:
      return undefined
  }
}
