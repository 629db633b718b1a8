import type { RichTextNode } from '../../../../shared/bot/blocks/richText'
import { richTextBlocks } from './richTextBlocks'
import { isLeaf } from './richTextNodes'

const inlineText = (nodes: RichTextNode[]): string =>
  nodes.map((node) => (isLeaf(node) ? (node.text ?? '') : inlineText(node.children ?? []))).join('')

/** The text a reader sees, marks and link targets left out; one line per paragraph (transcripts, keys). */
export const richTextToPlainText = (nodes: RichTextNode[]): string =>
  richTextBlocks(nodes).map(inlineText).join('\n')
