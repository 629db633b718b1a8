import type { ReactNode } from 'react'
import type { RichTextNode } from '../../../shared/bot/blocks/richText'
import { isSafeUrl } from '../../runtime/clientActions'

const blockTags: Record<string, 'p' | 'ul' | 'ol' | 'li' | 'h1' | 'h2' | 'h3' | 'blockquote'> = {
  p: 'p', paragraph: 'p', ul: 'ul', ol: 'ol', li: 'li', lic: 'p', h1: 'h1', h2: 'h2', h3: 'h3', blockquote: 'blockquote',
}

/** A leaf: its text with its marks, as React text (never HTML). */
function Leaf({ node }: { node: RichTextNode }) {
  let content: ReactNode = node.text ?? ''
  if (node.underline) content = <u>{content}</u>
  if (node.italic) content = <em>{content}</em>
  if (node.bold) content = <strong>{content}</strong>
  return <>{content}</>
}

function Node({ node }: { node: RichTextNode }): ReactNode {
  if (!node.children) return <Leaf node={node} />
  const children = node.children.map((child, index) => <Node key={index} node={child} />)
  if (node.type === 'a') {
    const url = node.url ?? ''
    return isSafeUrl(url) ? (
      <a href={url} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <>{children}</>
    )
  }
  const Tag = blockTags[node.type ?? '']
  return Tag ? <Tag>{children}</Tag> : <>{children}</>
}

/** The rich-text node format of text bubbles, rendered as elements: links only to safe URLs. */
export function RichText({ nodes }: { nodes: RichTextNode[] }) {
  // Inline nodes at the top level (a leaf, a link) sit in one paragraph of their own.
  const isInline = (node: RichTextNode) => !node.children || node.type === 'a'
  return (
    <div className="bbc-rich">
      {nodes.every(isInline) ? (
        <p>
          {nodes.map((node, index) => (
            <Node key={index} node={node} />
          ))}
        </p>
      ) : (
        nodes.map((node, index) => (isInline(node) ? <p key={index}><Node node={node} /></p> : <Node key={index} node={node} />))
      )}
    </div>
  )
}

/** Inline Markdown of streamed completions and `markdown` bubbles: bold, italic, links, paragraphs. */
export function markdownToNodes(markdown: string): RichTextNode[] {
  const inline = (text: string, marks: { bold?: boolean; italic?: boolean } = {}): RichTextNode[] => {
    const nodes: RichTextNode[] = []
    const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/gs
    let last = 0
    for (const match of text.matchAll(pattern)) {
      if (match.index > last) nodes.push({ text: text.slice(last, match.index), ...marks })
      const [, bold1, bold2, italic1, italic2, label, url] = match
      if (bold1 ?? bold2) nodes.push(...inline(bold1 ?? bold2, { ...marks, bold: true }))
      else if (italic1 ?? italic2) nodes.push(...inline(italic1 ?? italic2, { ...marks, italic: true }))
      else nodes.push({ type: 'a', url, children: inline(label, marks) })
      last = match.index + match[0].length
    }
    if (last < text.length) nodes.push({ text: text.slice(last), ...marks })
    return nodes
  }
  return markdown
    .split(/\n[ \t]*\n/)
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => ({ type: 'p', children: inline(paragraph.replace(/^\n+|\n+$/g, '')) }))
}
