import type { RichTextNode } from '../blocks/richText'
import { escapeMarkdown, escapeMarkdownUrl } from './escapeMarkdown'
import { richTextBlocks } from './richTextBlocks'
import { isLeaf } from './richTextNodes'

/** Inline content flattened to marked text runs and already-written links. */
type Atom = { text: string; isMarkdown: boolean; bold: boolean; italic: boolean }
type Mark = 'bold' | 'italic'

const wordChar = /[\p{L}\p{N}]/u

const toAtoms = (nodes: RichTextNode[]): Atom[] =>
  nodes.flatMap((node): Atom[] => {
    if (isLeaf(node)) return [{ text: node.text ?? '', isMarkdown: false, bold: !!node.bold, italic: !!node.italic }]
    if (node.type !== 'a') return toAtoms(node.children ?? [])
    const label = renderInline(node.children ?? [])
    return [{ text: `[${label}](${escapeMarkdownUrl(node.url ?? '')})`, isMarkdown: true, bold: false, italic: false }]
  })

const delimiterOf = (mark: Mark, touchesWord: boolean) => (mark === 'bold' ? '**' : touchesWord ? '*' : '_')

/**
 * Wraps a run in emphasis delimiters, spaces kept outside (`** a**` would not parse). Italic is `_`,
 * or `*` where `_` would touch a letter (`before`/`after`: the characters around the run) and be read
 * as part of a word.
 */
const wrap = (inner: string, mark: Mark, before: string, after: string) => {
  const [, lead, core, trail] = inner.match(/^(\s*)([\s\S]*?)(\s*)$/)!
  if (!core) return inner
  const delimiter = delimiterOf(mark, wordChar.test(lead ? '' : before) || wordChar.test(trail ? '' : after))
  return `${lead}${delimiter}${core}${delimiter}${trail}`
}

/**
 * Groups atoms by bold, then inside each group by italic, so delimiters always nest. `before` and
 * `after` are the characters around the atoms in the final text, which decide the italic delimiter.
 */
const renderAtoms = (atoms: Atom[], marks: Mark[], before = '', after = ''): string => {
  if (marks.length === 0) return atoms.map((atom) => (atom.isMarkdown ? atom.text : escapeMarkdown(atom.text))).join('')
  const [mark, ...rest] = marks
  const groups: Atom[][] = []
  for (const atom of atoms) {
    const last = groups.at(-1)
    if (last && last[0][mark] === atom[mark]) last.push(atom)
    else groups.push([atom])
  }
  let output = ''
  groups.forEach((group, index) => {
    const previous = output ? output.slice(-1) : before
    const next = groups[index + 1]
    // A marked neighbour starts with a delimiter, never with a letter.
    const following = !next ? after : next[0][mark] ? '*' : renderAtoms(next, rest).charAt(0)
    if (!group[0][mark]) output += renderAtoms(group, rest, previous, following)
    else output += wrap(renderAtoms(group, rest, '*', '*'), mark, previous, following)
  })
  return output
}

const renderInline = (nodes: RichTextNode[]) => renderAtoms(toAtoms(nodes), ['bold', 'italic'])

/**
 * A text bubble as Markdown (BLOCKS.md §4.4): bold `**`, italic `_`, links `[t](u)`, paragraphs separated
 * by a blank line, underline dropped. Plain text is escaped so it is not read as syntax; a line break
 * inside a paragraph stays a newline (what chat renderers show as a break); empty paragraphs, which
 * Markdown cannot express, are left out.
 */
export const richTextToMarkdown = (nodes: RichTextNode[]): string =>
  richTextBlocks(nodes)
    .map(renderInline)
    .filter((paragraph) => paragraph.trim() !== '')
    .join('\n\n')
