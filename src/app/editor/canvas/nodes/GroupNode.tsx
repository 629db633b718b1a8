import { memo, useState, type HTMLAttributes } from 'react'
import type { NodeProps } from '@xyflow/react'
import { cx } from '@/app/ui/cx'
import { useGroupDrop } from '../../dnd/useGroupDrop'
import { useEditorStore } from '../../store/EditorStoreContext'
import { useCanvasDetail } from '../compactCanvas'
import { useNodeKeyboard } from '../keyboard/useNodeKeyboard'
import type { GroupFlowNode } from '../flowMapping'
import { sizes, type GroupLayout } from '../groupLayout'
import type { Group } from '@/shared/bot/group'
import { BlockCard } from './BlockCard'
import { CompactGroup } from './CompactGroup'
import { DropPlaceholder } from './DropPlaceholder'
import { FarGroup } from './FarGroup'
import { GroupMenu } from './GroupMenu'
import { GroupTitle } from './GroupTitle'
import { NodeHandles } from './NodeHandles'
import { markLabels, markStyles, useGroupMark } from '../../compare/FlowCompareContext'
import type { DiffKind } from '@/shared/bot/versionDiff'

/**
 * A group on the canvas: title, menu, its blocks and their outputs; zoomed out, a titled box; zoomed
 * far out, an invisible box over the group the far canvas paints.
 * Memoised, and its blocks are memoised on their own: dragging a group re-renders its frame, not
 * its blocks.
 */
export const GroupNode = memo(function GroupNode({ id, data, selected }: NodeProps<GroupFlowNode>) {
  const { group, layout } = data
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const drop = useGroupDrop(id, layout)
  const dropTarget = readOnly ? {} : drop
  const [editing, setEditing] = useState(false)
  const keyboard = useNodeKeyboard(id, { onRename: readOnly ? undefined : () => setEditing(true) })
  const mark = useGroupMark(id)
  const detail = useCanvasDetail()
  if (detail === 'far') return <FarGroup title={group.title} layout={layout} drop={dropTarget} keyboard={keyboard} mark={mark} />
  if (detail === 'compact') return <CompactGroup title={group.title} layout={layout} selected={!!selected} drop={dropTarget} keyboard={keyboard} mark={mark} />
  return <DetailedGroup id={id} group={group} layout={layout} selected={!!selected} readOnly={readOnly} drop={dropTarget} keyboard={keyboard} editing={editing} onEditingChange={setEditing} mark={mark} />
})

type DetailedGroupProps = {
  id: string
  group: Group
  layout: GroupLayout
  selected: boolean
  readOnly: boolean
  drop: HTMLAttributes<HTMLDivElement>
  keyboard: HTMLAttributes<HTMLDivElement>
  editing: boolean
  onEditingChange: (editing: boolean) => void
  /** Compare mode: how this group differs from the other version. */
  mark?: DiffKind
}

function DetailedGroup({ id, group, layout, selected, readOnly, drop, keyboard, editing, onEditingChange: setEditing, mark }: DetailedGroupProps) {
  return (
    <div
      role="group"
      aria-label={mark ? `${group.title} (${markLabels[mark].toLowerCase()})` : group.title}
      data-compare={mark}
      aria-keyshortcuts="Enter F2 Delete C ArrowUp ArrowDown ArrowLeft ArrowRight"
      data-testid="group"
      {...drop}
      {...keyboard}
      className={cx(
        'relative rounded-xl border bg-white shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-indigo-500/60 dark:bg-zinc-900',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-zinc-200 hover:border-zinc-300 dark:border-zinc-700 dark:hover:border-zinc-600',
        mark && markStyles[mark],
      )}
      style={{ width: layout.width, height: layout.height }}
    >
      {mark && <CompareBadge mark={mark} />}
      <div className="absolute flex items-center gap-1" style={{ top: sizes.padding, left: sizes.padding, right: sizes.padding, height: sizes.header }}>
        <GroupTitle groupId={id} title={group.title} readOnly={readOnly} editing={editing} onEditingChange={setEditing} />
        <GroupMenu groupId={id} title={group.title} readOnly={readOnly} onRename={() => setEditing(true)} />
      </div>
      <GroupBlocks blocks={group.blocks} layout={layout} readOnly={readOnly} />
      <NodeHandles handles={layout.handles} readOnly={readOnly} />
      <DropPlaceholder groupId={id} layout={layout} />
    </div>
  )
}

const GroupBlocks = memo(function GroupBlocks({ blocks, layout, readOnly }: { blocks: Group['blocks']; layout: GroupLayout; readOnly: boolean }) {
  return blocks.map((block, i) => <BlockCard key={block.id} block={block} layout={layout.blocks[i]} readOnly={readOnly} />)
})

const badgeTone: Record<DiffKind, string> = {
  added: 'bg-emerald-700 text-white',
  removed: 'bg-red-700 text-white',
  changed: 'bg-amber-300 text-amber-950',
}

function CompareBadge({ mark }: { mark: DiffKind }) {
  return <span aria-hidden className={cx('absolute -top-3 right-3 z-10 rounded-full px-2 py-0.5 text-xs font-semibold shadow-sm', badgeTone[mark])}>{markLabels[mark]}</span>
}
