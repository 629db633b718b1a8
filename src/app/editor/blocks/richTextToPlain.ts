import type { RichTextNode } from '@/shared/bot/blocks'

/** The words of rich text on one line: leaves joined, paragraphs separated by a space. */
export function richTextToPlain(nodes: readonly RichTextNode[] | undefined): string {
  const text = (node: RichTextNode): string => node.text ?? (node.children ?? []).map(text).join('')
  return (nodes ?? []).map(text).filter(Boolean).join(' ').replace(/\s+/g, ' ').trim()
}
