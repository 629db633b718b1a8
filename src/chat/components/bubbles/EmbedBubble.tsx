import type { ChatMessage } from '../../../shared/chat/response'

type EmbedContent = Extract<ChatMessage, { type: 'embed' }>['content']

/** Only web pages; a page of the chat's own origin runs without that origin's rights. */
function frameSandbox(url: string): string | undefined {
  try {
    const isSameOrigin = new URL(url, location.href).origin === location.origin
    return isSameOrigin ? 'allow-scripts allow-forms allow-popups allow-modals allow-downloads' : undefined
  } catch {
    return undefined
  }
}

export function EmbedBubble({ content }: { content: EmbedContent }) {
  if (!content.url || !/^https?:\/\//i.test(content.url)) return null
  const height = typeof content.height === 'number' ? content.height : Number(content.height) || 400
  return (
    <iframe
      className="bbc-frame"
      src={content.url}
      style={{ height: `${height}px` }}
      title="Embedded content"
      sandbox={frameSandbox(content.url)}
      allow="clipboard-write; fullscreen; camera; microphone; geolocation; payment"
    />
  )
}
