import type { videoTypes } from '../../../../shared/bot/blocks'

type VideoType = (typeof videoTypes)[number]

// Order matters only for readability: the hosts cannot overlap.
const patterns: { type: VideoType; pattern: RegExp }[] = [
  { type: 'youtube', pattern: /youtube\.com\/watch\?(?:[^#]*&)?v=([\w-]+)/ },
  { type: 'youtube', pattern: /youtube\.com\/shorts\/([\w-]+)/ },
  { type: 'youtube', pattern: /youtu\.be\/([\w-]+)/ },
  { type: 'vimeo', pattern: /vimeo\.com\/(\d+)/ },
  { type: 'tiktok', pattern: /tiktok\.com\/@[^/]+\/video\/(\d+)/ },
  { type: 'gumlet', pattern: /gumlet\.(?:com|tv)\/watch\/([\w-]+)/ },
]

/** The player a video URL needs and the id it plays (§2.1); anything unknown is a direct file. */
export function classifyVideoUrl(url: string): { type: VideoType; id?: string } {
  for (const { type, pattern } of patterns) {
    const match = pattern.exec(url)
    if (match) return { type, id: match[1] }
  }
  return { type: 'url' }
}
