import type { ChatMessage } from '../../../shared/chat/response'
import { isSafeUrl } from '../../runtime/clientActions'
import { EmbedBubble } from './EmbedBubble'
import { markdownToNodes, RichText } from './RichText'
import { VideoBubble } from './VideoBubble'

function ImageBubble({ content }: { content: Extract<ChatMessage, { type: 'image' }>['content'] }) {
  if (!content.url) return null
  const alt = content.clickLink?.alt || 'Image'
  const image = <img className="bbc-image" src={content.url} alt={alt} />
  const link = content.clickLink?.url
  return link && isSafeUrl(link) ? (
    <a href={link} target="_blank" rel="noopener noreferrer">
      {image}
    </a>
  ) : (
    image
  )
}

/** The content of one host bubble, by type (BLOCKS.md §2.1, §4.4). */
export function HostBubble({ message }: { message: ChatMessage }) {
  switch (message.type) {
    case 'text':
      return (
        <div className="bbc-bubble bbc-host" data-bubble="text">
          <RichText nodes={message.content.type === 'markdown' ? markdownToNodes(message.content.markdown) : message.content.richText} />
        </div>
      )
    case 'image':
      return (
        <div className="bbc-bubble bbc-host bbc-media" data-bubble="image">
          <ImageBubble content={message.content} />
        </div>
      )
    case 'video':
      return (
        <div className="bbc-bubble bbc-host bbc-media" data-bubble="video">
          <VideoBubble content={message.content} />
        </div>
      )
    case 'audio':
      return (
        <div className="bbc-bubble bbc-host bbc-media" data-bubble="audio">
          {message.content.url && /^https?:/i.test(message.content.url) && (
            <audio className="bbc-audio" src={message.content.url} controls autoPlay={message.content.isAutoplayEnabled ?? true} />
          )}
        </div>
      )
    case 'embed':
      return (
        <div className="bbc-bubble bbc-host bbc-media" data-bubble="embed">
          <EmbedBubble content={message.content} />
        </div>
      )
    default:
      return null
  }
}
