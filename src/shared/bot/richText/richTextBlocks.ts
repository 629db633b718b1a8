import type { RichTextNode } from '../blocks/richText'
import { isLeaf } from './richTextNodes'

/** An element holding paragraphs (a wrapper some editors add) rather than inline content. */
const holdsBlocks = (node: RichTextNode) =>
  !isLeaf(node) && node.type !== 'a' && (node.children ?? []).some((child) => !isLeaf(child) && child.type !== 'a')

/**
 * The paragraphs of a rich text, each as its inline nodes: top-level elements are paragraphs, wrappers
 * are opened, and leaves or links lying at the top level are gathered into one paragraph.
 */
export const richTextBlocks = (nodes: RichTextNode[]): RichTextNode[][] => {
  const blocks: RichTextNode[][] = []
  let loose: RichTextNode[] | undefined
  for (const node of nodes) {
    if (isLeaf(node) || node.type === 'a') {
      if (!loose) blocks.push((loose = []))
      loose.push(node)
      continue
    }
    loose = undefined
    if (holdsBlocks(node)) blocks.push(...richTextBlocks(node.children ?? []))
    else blocks.push(node.children ?? [])
  }
  return blocks
}
