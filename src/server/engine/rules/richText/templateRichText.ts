import type { RichTextNode } from '../../../../shared/bot/blocks/richText'
import type { RuleContext } from '../contracts'
import { insertValue } from '../templating/insertValue'
import { parseVariables } from '../templating/parseVariables'
import { resolveTemplatePart } from '../templating/resolveTemplatePart'
import { splitTemplate } from '../templating/splitTemplate'
import { markdownToRichText } from './markdownToRichText'
import { isLeaf, leafProps, mergeLeaves } from './richTextNodes'

/** Where a value's Markdown started a new paragraph: the enclosing elements are split there. */
const paragraphBreak: unique symbol = Symbol('paragraph break')
type Piece = RichTextNode | typeof paragraphBreak
const breakPieces: Piece[] = [paragraphBreak]

/** Gives value nodes the marks of the leaf they replace (a value never removes a mark). */
const inheritMarks = (nodes: RichTextNode[], props: Omit<RichTextNode, 'text'>): RichTextNode[] =>
  nodes.map((node) => {
    if (!isLeaf(node)) return { ...node, children: inheritMarks(node.children ?? [], props) }
    const marks = Object.fromEntries(
      (['bold', 'italic', 'underline'] as const).filter((mark) => props[mark] || node[mark]).map((mark) => [mark, true]),
    )
    return { ...props, ...marks, text: node.text }
  })

const valuePieces = (value: unknown, props: Omit<RichTextNode, 'text'>, isInsideLink: boolean): Piece[] => {
  // Lists and expression results other than text are data, shown as their JSON text, not Markdown.
  if (typeof value !== 'string') return [{ ...props, text: insertValue(value, 'text') }]
  return markdownToRichText(value, { isInsideLink }).flatMap((paragraph, index): Piece[] => [
    ...(index > 0 ? breakPieces : []),
    ...inheritMarks(paragraph, props),
  ])
}

/** Merges the leaves a template produced, paragraph by paragraph (they all come from one leaf). */
const mergePieces = (pieces: Piece[]): Piece[] => {
  const merged: Piece[] = []
  let run: RichTextNode[] = []
  for (const piece of [...pieces, ...breakPieces]) {
    if (piece !== paragraphBreak) {
      run.push(piece)
      continue
    }
    merged.push(...mergeLeaves(run), paragraphBreak)
    run = []
  }
  return merged.slice(0, -1)
}

const templateLeaf = async (node: RichTextNode, ctx: RuleContext, isInsideLink: boolean): Promise<Piece[]> => {
  const parts = splitTemplate(node.text ?? '')
  if (parts.every((part) => part.kind === 'text')) return [node]
  const props = leafProps(node)
  const pieces: Piece[] = []
  for (const part of parts) {
    const resolved = await resolveTemplatePart(part, ctx, (text, mode) => parseVariables(text, ctx, { mode }), 'text')
    if (resolved.kind === 'text') pieces.push({ ...props, text: resolved.text })
    else pieces.push({ ...props, text: resolved.prefix }, ...valuePieces(resolved.value, props, isInsideLink))
  }
  return mergePieces(pieces)
}

/** Splits an element at the paragraph breaks of its children: one copy of the element per part. */
const splitElement = (element: RichTextNode, children: Piece[]): Piece[] => {
  const segments: RichTextNode[][] = [[]]
  for (const child of children) {
    if (child === paragraphBreak) segments.push([])
    else segments[segments.length - 1].push(child)
  }
  return segments.flatMap((segment, index): Piece[] => {
    // A part left empty (an unset variable, a split) still needs one leaf, as editors require.
    const isEmptied = segment.length === 0 && (element.children ?? []).length > 0
    const copy = { ...element, children: isEmptied ? [{ text: '' }] : segment }
    return index > 0 ? [paragraphBreak, copy] : [copy]
  })
}

const templateNodes = async (nodes: RichTextNode[], ctx: RuleContext, isInsideLink: boolean): Promise<Piece[]> => {
  const pieces: Piece[] = []
  for (const node of nodes) {
    if (isLeaf(node)) {
      pieces.push(...(await templateLeaf(node, ctx, isInsideLink)))
      continue
    }
    const isLink = node.type === 'a'
    const element = isLink && node.url !== undefined ? { ...node, url: await parseVariables(node.url, ctx) } : node
    pieces.push(...splitElement(element, await templateNodes(node.children ?? [], ctx, isInsideLink || isLink)))
  }
  return pieces
}

/**
 * Resolves the variables of a text bubble (BLOCKS.md §1.7): inside each leaf, a value is read as
 * Markdown and becomes nodes carrying the leaf's marks; a value with several paragraphs splits the
 * enclosing paragraph; the `url` of links is templated. Leaves without variables are kept untouched.
 */
export const templateRichText = async (nodes: RichTextNode[], ctx: RuleContext): Promise<RichTextNode[]> => {
  const pieces = await templateNodes(nodes, ctx, false)
  // At the top level the split elements are already siblings; between bare leaves a break stays visible.
  return pieces.flatMap((piece, index) => {
    if (piece !== paragraphBreak) return [piece]
    const [before, after] = [pieces[index - 1], pieces[index + 1]]
    const isBetweenElements = typeof before === 'object' && !isLeaf(before) && typeof after === 'object' && !isLeaf(after)
    return isBetweenElements ? [] : [{ text: '\n\n' }]
  })
}
