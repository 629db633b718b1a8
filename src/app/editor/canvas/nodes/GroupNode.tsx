import { memo, useState } from 'react'
import { useStore, type NodeProps } from '@xyflow/react'
import { cx } from '@/app/ui/cx'
import { useGroupDrop } from '../../dnd/useGroupDrop'
import { useEditorStore } from '../../store/EditorStoreContext'
import type { GroupFlowNode } from '../flowMapping'
import { sizes, type GroupLayout } from '../groupLayout'
import type { Group } from '@/shared/bot/group'
import { BlockCard } from './BlockCard'
import { DropPlaceholder } from './DropPlaceholder'
import { GroupMenu } from './GroupMenu'
import { GroupTitle } from './GroupTitle'
import { NodeHandles } from './NodeHandles'

/**
 * A group on the canvas: title, menu, its blocks and their outputs. Memoised, and its blocks are
 * memoised on their own: dragging a group re-renders its frame, not its blocks.
 */
export const GroupNode = memo(function GroupNode({ id, data, selected }: NodeProps<GroupFlowNode>) {
  const { group, layout } = data
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const [editing, setEditing] = useState(false)
  const drop = useGroupDrop(id, layout)
  // Zoomed far out, words are unreadable: plain shapes keep a fit-to-view of thousands of groups light.
  const compact = useStore((state) => state.transform[2] < compactBelowZoom)
  return (
    <div
      role="group"
      aria-label={group.title}
      data-testid="group"
      {...(readOnly ? {} : drop)}
      className={cx(
        'relative rounded-xl border bg-white shadow-sm dark:bg-zinc-900',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
      )}
      style={{ width: layout.width, height: layout.height }}
    >
      <div className="absolute flex items-center gap-1" style={{ top: sizes.padding, left: sizes.padding, right: sizes.padding, height: sizes.header }}>
        <GroupTitle groupId={id} title={group.title} readOnly={readOnly} editing={editing} onEditingChange={setEditing} />
        {!compact && <GroupMenu groupId={id} title={group.title} readOnly={readOnly} onRename={() => setEditing(true)} />}
      </div>
      {compact ? (
        <CompactBlocks layout={layout} />
      ) : (
        <>
          <GroupBlocks blocks={group.blocks} layout={layout} readOnly={readOnly} />
          <NodeHandles handles={layout.handles} readOnly={readOnly} />
          <DropPlaceholder groupId={id} layout={layout} />
        </>
      )}
    </div>
  )
})

const compactBelowZoom = 0.45

/**
 * Blocks as plain shapes, and the outputs as bare markers: React Flow measures a node's `.source`
 * and `.target` elements when it mounts, so they must be there for the edges, but far out nobody
 * connects anything, and the interactive handles are the costly part of a node.
 */
const CompactBlocks = memo(function CompactBlocks({ layout }: { layout: GroupLayout }) {
  return (
    <>
      {layout.blocks.map((block) => (
        <div
          key={block.blockId}
          aria-hidden
          className="absolute rounded-lg border border-zinc-200 bg-zinc-100 dark:border-zinc-700 dark:bg-zinc-800"
          style={{ top: block.top, height: block.height, left: sizes.padding, right: sizes.padding }}
        />
      ))}
      {layout.handles.map((handle) => (
        <div
          key={handle.id}
          aria-hidden
          className={`react-flow__handle ${handle.type} pointer-events-none opacity-0`}
          data-handleid={handle.id}
          data-handlepos={handle.position}
          style={{ left: handle.x, top: handle.y, width: handle.width, height: handle.height }}
        />
      ))}
    </>
  )
})

const GroupBlocks = memo(function GroupBlocks({ blocks, layout, readOnly }: { blocks: Group['blocks']; layout: GroupLayout; readOnly: boolean }) {
  return blocks.map((block, i) => <BlockCard key={block.id} block={block} layout={layout.blocks[i]} readOnly={readOnly} />)
})
