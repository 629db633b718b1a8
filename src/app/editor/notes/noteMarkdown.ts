/**
 * The small Markdown of sticky notes, parsed into a tree the renderer turns into React elements:
 * headings, bullet and numbered lists, paragraphs with line breaks, bold, italic, inline code and
 * links. There is no HTML in it at any point: a `<tag>` in a note is text, shown as typed.
 */

export type NoteInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: NoteInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: NoteInline[] }
  | { kind: 'break' }

export type NoteBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; children: NoteInline[] }
  | { kind: 'paragraph'; children: NoteInline[] }
  | { kind: 'list'; ordered: boolean; items: NoteInline[][] }

/** Links may go to web pages and mail addresses only: never `javascript:`, `data:` or a relative path. */
export function isNoteLinkAllowed(href: string): boolean {
  try {
    return ['http:', 'https:', 'mailto:'].includes(new URL(href).protocol)
  } catch {
    return false
  }
}

const inlinePattern = /`([^`\n]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s][^*]*?)\*|_([^_\s][^_]*?)_|\[([^\]\n]+)\]\(([^)\s]+)\)/gs

/** Inline marks of one line or paragraph; a link to a refused address stays plain text. */
export function parseInline(text: string): NoteInline[] {
  const out: NoteInline[] = []
  const pushText = (value: string) => {
    value.split('\n').forEach((line, i) => {
      if (i > 0) out.push({ kind: 'break' })
      if (line) out.push({ kind: 'text', text: line })
    })
  }
  let last = 0
  for (const match of text.matchAll(inlinePattern)) {
    if (match.index > last) pushText(text.slice(last, match.index))
    const [whole, code, bold1, bold2, italic1, italic2, label, href] = match
    if (code !== undefined) out.push({ kind: 'code', text: code })
    else if ((bold1 ?? bold2) !== undefined) out.push({ kind: 'strong', children: parseInline(bold1 ?? bold2) })
    else if ((italic1 ?? italic2) !== undefined) out.push({ kind: 'em', children: parseInline(italic1 ?? italic2) })
    else if (isNoteLinkAllowed(href)) out.push({ kind: 'link', href, children: parseInline(label) })
    else pushText(whole)
    last = match.index + whole.length
  }
  if (last < text.length) pushText(text.slice(last))
  return out
}

const headingLine = /^(#{1,3})\s+(.*)$/
const bulletLine = /^\s*[-*+]\s+(.*)$/
const orderedLine = /^\s*\d{1,9}[.)]\s+(.*)$/

/** Blocks of a note's text, line by line: a run of list lines is one list, blank lines end paragraphs. */
export function parseNoteMarkdown(markdown: string): NoteBlock[] {
  const blocks: NoteBlock[] = []
  let paragraph: string[] = []
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) })
    paragraph = []
  }
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = headingLine.exec(line)
    const bullet = bulletLine.exec(line)
    const ordered = bullet ? null : orderedLine.exec(line)
    if (heading) {
      endParagraph()
      blocks.push({ kind: 'heading', level: heading[1].length as 1 | 2 | 3, children: parseInline(heading[2]) })
    } else if (bullet || ordered) {
      endParagraph()
      const isOrdered = !!ordered
      const previous = blocks.at(-1)
      const item = parseInline((bullet ?? ordered)![1])
      if (previous?.kind === 'list' && previous.ordered === isOrdered) previous.items.push(item)
      else blocks.push({ kind: 'list', ordered: isOrdered, items: [item] })
    } else if (line.trim() === '') endParagraph()
    else paragraph.push(line)
  }
  endParagraph()
  return blocks
}
