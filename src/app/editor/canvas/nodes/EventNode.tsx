import { memo } from 'react'
import type { NodeProps } from '@xyflow/react'
import { cx } from '@/app/ui/cx'
import { BlockIcon } from '../../blocks/BlockIcon'
import { eventCatalog } from '../../blocks/blockCatalog'
import { useEditorStore } from '../../store/EditorStoreContext'
import type { EventFlowNode } from '../flowMapping'
import { eventHandle, sizes } from '../groupLayout'
import { useNodeKeyboard } from '../keyboard/useNodeKeyboard'
import { NodeHandles } from './NodeHandles'

/** What an event node says: its kind, and for a command the command it answers. */
const eventLabel = (event: EventFlowNode['data']['event']) =>
  event.type === 'command' && event.options?.command ? `/${event.options.command.replace(/^\//, '')}` : eventCatalog[event.type].label

/** An event (the start, a command, a reply…) as a small node with one output. */
export const EventNode = memo(function EventNode({ id, data, selected }: NodeProps<EventFlowNode>) {
  const { event } = data
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const keyboard = useNodeKeyboard(id)
  return (
    <div
      role="group"
      aria-label={`${eventCatalog[event.type].label} event`}
      aria-keyshortcuts={`${event.type === 'start' ? '' : 'Enter Delete '}C ArrowUp ArrowDown ArrowLeft ArrowRight`}
      data-testid="event"
      {...keyboard}
      className={cx(
        'flex items-center gap-2 rounded-full border bg-white px-2 shadow-sm outline-none focus-visible:ring-4 focus-visible:ring-indigo-500/60 dark:bg-zinc-900',
        selected ? 'border-indigo-500 ring-2 ring-indigo-500/40' : 'border-zinc-200 dark:border-zinc-700',
      )}
      style={{ width: sizes.eventWidth, height: sizes.eventHeight }}
    >
      <BlockIcon type={event.type} className="rounded-full" />
      <span className="truncate text-sm font-medium text-zinc-800 dark:text-zinc-100">{eventLabel(event)}</span>
      <NodeHandles handles={[eventHandle(event.id)]} readOnly={readOnly} />
    </div>
  )
})
