import type { RichTextNode } from '../../shared/bot/blocks/richText'
import type { ChatMessage } from '../../shared/chat/response'

const nodeText = (node: RichTextNode): string =>
  node.children ? node.children.map(nodeText).join('') : (node.text ?? '')

/** A bubble as text: for typing delays and the screen-reader announcement. */
export function plainTextOf(message: ChatMessage): string {
  switch (message.type) {
    case 'text':
      return message.content.type === 'markdown'
        ? message.content.markdown
        : message.content.richText.map(nodeText).join('\n')
    case 'image':
      return message.content.clickLink?.alt ?? 'Image'
    default:
      return message.type.charAt(0).toUpperCase() + message.type.slice(1)
  }
}
