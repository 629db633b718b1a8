import { memo, type ReactNode } from 'react'
import { parseNoteMarkdown, type NoteBlock, type NoteInline } from './noteMarkdown'

function Inline({ nodes }: { nodes: NoteInline[] }): ReactNode {
  return nodes.map((node, i) => {
    switch (node.kind) {
      case 'text':
        return node.text
      case 'break':
        return <br key={i} />
      case 'code':
        return (
          <code key={i} className="rounded bg-black/10 px-1 font-mono text-[0.85em] dark:bg-white/15">
            {node.text}
          </code>
        )
      case 'strong':
        return <strong key={i}><Inline nodes={node.children} /></strong>
      case 'em':
        return <em key={i}><Inline nodes={node.children} /></em>
      case 'link':
        return (
          <a key={i} href={node.href} target="_blank" rel="noopener noreferrer nofollow" className="nodrag underline underline-offset-2">
            <Inline nodes={node.children} />
          </a>
        )
    }
  })
}

const headingClass = { 1: 'text-base font-bold', 2: 'text-sm font-bold', 3: 'text-sm font-semibold' } as const

function Block({ block }: { block: NoteBlock }) {
  if (block.kind === 'heading') {
    const Tag = `h${block.level + 2}` as 'h3' | 'h4' | 'h5'
    return <Tag className={headingClass[block.level]}><Inline nodes={block.children} /></Tag>
  }
  if (block.kind === 'list') {
    const List = block.ordered ? 'ol' : 'ul'
    return (
      <List className={block.ordered ? 'list-decimal pl-5' : 'list-disc pl-5'}>
        {block.items.map((item, i) => (
          <li key={i}><Inline nodes={item} /></li>
        ))}
      </List>
    )
  }
  return <p><Inline nodes={block.children} /></p>
}

/**
 * A note's Markdown as React elements. Text goes in as React text, so anything that looks like HTML
 * is escaped by React and shown as typed; links only to http(s) and mailto addresses.
 */
export const NoteMarkdown = memo(function NoteMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="space-y-1.5 text-sm leading-snug break-words">
      {parseNoteMarkdown(markdown).map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </div>
  )
})
