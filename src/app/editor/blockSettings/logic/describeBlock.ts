import type { Block } from '@/shared/bot/blocks'
import { isKnownBlock } from '@/shared/bot/blocks'
import { blockTitles } from '../blockTitles'
import { fromNodes, plainText } from '../bubbles/richText/richTextModel'

const snippet = (text: string) => (text.length > 32 ? `${text.slice(0, 31)}…` : text)

/** A block as a picker lists it: its position, its kind and, for a text bubble, the start of its text. */
export function describeBlock(block: Block, index: number): string {
  if (!isKnownBlock(block)) return `${index + 1}. ${block.type}`
  const text = block.type === 'text' ? plainText(fromNodes(block.content?.richText ?? [])).replace(/\s+/g, ' ').trim() : ''
  return `${index + 1}. ${blockTitles[block.type]}${text ? ` · ${snippet(text)}` : ''}`
}
