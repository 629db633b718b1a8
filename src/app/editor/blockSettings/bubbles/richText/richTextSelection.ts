import { isCanonical } from './richTextDom'
import type { Position, Selection } from './richTextEdits'

/** Between the document's selection (DOM points) and editor positions (paragraph, character offset). */

const paragraphs = (root: HTMLElement) => [...root.children] as HTMLElement[]

function positionOf(root: HTMLElement, node: Node, offset: number): Position {
  const all = paragraphs(root)
  if (node === root) {
    if (offset < all.length) return { paragraph: offset, offset: 0 }
    const last = all.length - 1
    return { paragraph: last, offset: (all[last].textContent ?? '').length }
  }
  const index = all.findIndex((paragraph) => paragraph.contains(node))
  const range = document.createRange()
  range.setStart(all[index], 0)
  range.setEnd(node, offset)
  return { paragraph: index, offset: range.toString().length }
}

/** The document's selection in editor coordinates, or undefined when it is not in the editor. */
export function readSelection(root: HTMLElement): Selection | undefined {
  const selection = document.getSelection()
  if (!selection || selection.rangeCount === 0 || !isCanonical(root)) return undefined
  const range = selection.getRangeAt(0)
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return undefined
  return { start: positionOf(root, range.startContainer, range.startOffset), end: positionOf(root, range.endContainer, range.endOffset) }
}

/** The DOM point of a position: in the text node holding it, the earlier one at a boundary. */
function pointOf(root: HTMLElement, { paragraph, offset }: Position): [Node, number] {
  const element = paragraphs(root)[paragraph]
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
  let remaining = offset
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    const length = text.textContent?.length ?? 0
    if (remaining <= length) return [text, remaining]
    remaining -= length
  }
  return [element, 0]
}

/** Puts the document's selection at `selection`. */
export function writeSelection(root: HTMLElement, selection: Selection) {
  const [startNode, startOffset] = pointOf(root, selection.start)
  const [endNode, endOffset] = pointOf(root, selection.end)
  document.getSelection()?.setBaseAndExtent(startNode, startOffset, endNode, endOffset)
}
