import type { TextBubbleBlock } from '../../../../shared/bot/blocks'
import type { ChatMessage } from '../../../../shared/chat/response'
import { richTextToMarkdown, richTextToPlainText, templateRichText } from '../../rules'
import { ruleContext, type Turn } from '../../walk/turnContext'

/**
 * A text bubble with its variables resolved, in the format the client asked for (§2.1, §4.4).
 * Also returns the plain text, which is what the transcript keeps.
 */
export async function textBubbleMessage(
  turn: Turn,
  block: TextBubbleBlock,
): Promise<{ message: ChatMessage; plainText: string }> {
  const richText = await templateRichText(block.content?.richText ?? [], ruleContext(turn))
  const content =
    turn.format === 'markdown'
      ? { type: 'markdown' as const, markdown: richTextToMarkdown(richText) }
      : { type: 'richText' as const, richText }
  return { message: { id: block.id, type: 'text', content }, plainText: richTextToPlainText(richText) }
}

/** A one-paragraph text bubble the engine writes itself (retry messages). */
export function plainTextMessage(turn: Turn, id: string, text: string): ChatMessage {
  const richText = [{ type: 'p', children: [{ text }] }]
  const content =
    turn.format === 'markdown'
      ? { type: 'markdown' as const, markdown: richTextToMarkdown(richText) }
      : { type: 'richText' as const, richText }
  return { id, type: 'text', content }
}
