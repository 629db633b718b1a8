import { memo } from 'react'
import { Handle, type NodeHandle } from '@xyflow/react'
import { cx } from '@/app/ui/cx'

/**
 * The node's connection points, drawn exactly where its layout says (React Flow reads the same
 * numbers for the edges). Sources start connections; the group's target only receives them.
 */
export const NodeHandles = memo(function NodeHandles({ handles, readOnly }: { handles: readonly NodeHandle[]; readOnly: boolean }) {
  return handles.map((handle) => (
    <Handle
      key={handle.id}
      id={handle.id}
      type={handle.type}
      position={handle.position}
      isConnectable={!readOnly}
      isConnectableStart={handle.type === 'source'}
      style={{ left: handle.x, top: handle.y, width: handle.width, height: handle.height, right: 'auto', transform: 'none' }}
      className={cx(
        'min-h-0! min-w-0! rounded-full! border-2!',
        handle.type === 'source'
          ? 'border-white! bg-zinc-400! hover:bg-indigo-500! dark:border-zinc-900! dark:bg-zinc-500!'
          : 'border-transparent! bg-transparent!',
      )}
    />
  ))
})
