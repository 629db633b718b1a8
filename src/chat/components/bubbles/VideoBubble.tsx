import type { ChatMessage } from '../../../shared/chat/response'

type VideoContent = Extract<ChatMessage, { type: 'video' }>['content']

const flag = (value: boolean) => (value ? '1' : '0')

/** The player address of an embedded video service, by id (BLOCKS.md §2.1 video). */
export function videoEmbedUrl(content: VideoContent): string | undefined {
  const id = content.id ? encodeURIComponent(content.id) : undefined
  if (!id) return undefined
  const autoplay = content.isAutoplayEnabled ?? true
  const controls = content.areControlsDisplayed ?? true
  const params = new URLSearchParams(content.queryParamsStr?.replace(/^\?/, '') ?? '')
  switch (content.type) {
    case 'youtube':
      params.set('autoplay', flag(autoplay))
      params.set('controls', flag(controls))
      if (autoplay) params.set('mute', '1')
      return `https://www.youtube.com/embed/${id}?${params}`
    case 'vimeo':
      params.set('autoplay', flag(autoplay))
      params.set('controls', flag(controls))
      if (autoplay) params.set('muted', '1')
      return `https://player.vimeo.com/video/${id}?${params}`
    case 'tiktok':
      return `https://www.tiktok.com/embed/v2/${id}`
    case 'gumlet':
      params.set('autoplay', String(autoplay))
      return `https://play.gumlet.io/embed/${id}?${params}`
    default:
      return undefined
  }
}

const cssHeight = (height: number | string | undefined) =>
  typeof height === 'number' ? `${height}px` : height && /^\d+(\.\d+)?$/.test(height) ? `${height}px` : undefined

export function VideoBubble({ content }: { content: VideoContent }) {
  const embed = videoEmbedUrl(content)
  const style = {
    maxWidth: content.maxWidth ?? '100%',
    ...(content.aspectRatio ? { aspectRatio: content.aspectRatio, height: 'auto' } : { height: cssHeight(content.height) ?? '400px' }),
  }
  if (embed)
    return (
      <iframe
        className="bbc-frame"
        src={embed}
        style={style}
        title="Video"
        allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
        allowFullScreen
      />
    )
  if (!content.url || !/^https?:/i.test(content.url)) return null
  return (
    <video
      className="bbc-video"
      src={content.url}
      style={{ maxWidth: style.maxWidth }}
      controls={content.areControlsDisplayed ?? true}
      autoPlay={content.isAutoplayEnabled ?? true}
      muted={content.isAutoplayEnabled ?? true}
      playsInline
    />
  )
}
