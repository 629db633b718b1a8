import type { ReactNode } from 'react'
import type { RichTextNode } from '@/shared/bot/blocks/richText'

const blockTypes = new Set(['p', 'h1', 'h2', 'h3', 'li', 'ol', 'ul', 'blockquote'])

function renderNode(node: RichTextNode, key: number): ReactNode {
  if (node.text !== undefined) {
    let leaf: ReactNode = node.text
    if (node.bold) leaf = <strong>{leaf}</strong>
    if (node.italic) leaf = <em>{leaf}</em>
    if (node.underline) leaf = <u>{leaf}</u>
    return <span key={key}>{leaf}</span>
  }
  const children = node.children?.map(renderNode)
  if (node.type === 'a' && node.url) {
    return (
      <a key={key} href={node.url} target="_blank" rel="noreferrer" className="underline underline-offset-2">
        {children}
      </a>
    )
  }
  return blockTypes.has(node.type ?? '') ? <div key={key}>{children}</div> : <span key={key}>{children}</span>
}

/** A bubble's rich text as the visitor read it: paragraphs, bold, italic, underline and links. */
export function RichTextView({ nodes }: { nodes: RichTextNode[] }) {
  return <>{nodes.map(renderNode)}</>
}
