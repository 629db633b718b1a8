import { useEditorStore } from './store/EditorStoreContext'

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The panel's heading and the size of the flow, for screen readers (the canvas itself is visual). */
export function FlowSummary() {
  const groups = useEditorStore((state) => state.doc.groups.length)
  const blocks = useEditorStore((state) => state.doc.groups.reduce((total, group) => total + group.blocks.length, 0))
  const edges = useEditorStore((state) => state.doc.edges.length)
  return (
    <div className="sr-only">
      <h2>Flow editor</h2>
      <p>
        This bot has {count(groups, 'group')}, {count(blocks, 'block')} and {count(edges, 'edge')}.
      </p>
    </div>
  )
}
