import { useId, useState } from 'react'
import { Search } from 'lucide-react'
import { useReactFlow } from '@xyflow/react'
import { cx, focusRing } from '@/app/ui/cx'
import { sections } from '../blocks/blockCatalog'
import { BlockIcon } from '../blocks/BlockIcon'
import { addEvent } from '../commands/events/addEvent'
import { addGroup } from '../commands/groups/addGroup'
import { createBlock } from '../commands/blocks/newBlock'
import { canvasSelector } from '../canvas/canvasPointer'
import { startDrag, useBlockDrag } from '../dnd/blockDrag'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { sidebarSections, type SidebarEntry } from './sidebarEntries'

/**
 * Every block type and event, by section, with a search. Drag one onto the canvas (or into a
 * group); a click or Enter adds it in a new group in the middle of the view.
 */
export function BlocksSidebar() {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const found = sidebarSections(query)
  const add = useAddFromSidebar()
  return (
    <aside aria-label="Blocks" className="flex w-72 shrink-0 flex-col border-r border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="border-b border-zinc-200 p-3 dark:border-zinc-800">
        <label htmlFor={searchId} className="sr-only">
          Search blocks
        </label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" />
          <input
            id={searchId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Search blocks"
            className={cx('h-8 w-full rounded-lg border border-zinc-300 bg-white pr-2 pl-8 text-sm dark:border-zinc-700 dark:bg-zinc-950', focusRing, 'focus-visible:ring-offset-0')}
          />
        </div>
      </div>
      <div className="flex-1 overflow-y-auto p-3">
        {found.length === 0 && <p className="px-1 text-sm text-zinc-500">No block matches “{query}”.</p>}
        {found.map((section) => (
          <section key={section.id} aria-label={sections.find((s) => s.id === section.id)!.label} className="mb-4">
            <h2 className="mb-1.5 px-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{sections.find((s) => s.id === section.id)!.label}</h2>
            <ul className="grid grid-cols-2 gap-1.5">
              {section.entries.map((entry) => (
                <li key={entry.key}>
                  <SidebarItem entry={entry} onAdd={() => add(entry)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  )
}

function SidebarItem({ entry, onAdd }: { entry: SidebarEntry; onAdd: () => void }) {
  return (
    <button
      type="button"
      draggable
      data-testid={`sidebar-${entry.type}`}
      title={`Drag onto the canvas, or click to add: ${entry.label}`}
      onDragStart={(event) => startDrag(event, entry.payload)}
      onDragEnd={() => useBlockDrag.getState().end()}
      onClick={onAdd}
      className={cx(
        'flex w-full cursor-grab items-center gap-1.5 rounded-lg border border-zinc-200 bg-white px-1.5 py-1.5 text-left text-[13px] font-medium text-zinc-800 hover:border-zinc-300 hover:shadow-sm active:cursor-grabbing dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-100 dark:hover:border-zinc-600',
        focusRing,
      )}
    >
      <BlockIcon type={entry.type} />
      <span className="truncate">{entry.label}</span>
    </button>
  )
}

/** Adds an entry without a drag: in a new group (or as an event) in the middle of the view. */
function useAddFromSidebar() {
  const store = useEditorStoreApi()
  const { screenToFlowPosition } = useReactFlow()
  return (entry: SidebarEntry) => {
    const box = document.querySelector(canvasSelector)?.getBoundingClientRect()
    const position = box ? screenToFlowPosition({ x: box.left + box.width / 2 - 150, y: box.top + box.height / 3 }) : { x: 0, y: 0 }
    const state = store.getState()
    if (entry.payload.kind === 'newEvent') {
      const type = entry.payload.type
      state.commit('Add event', (doc) => addEvent(doc, { type, position }))
      return
    }
    const block = createBlock(entry.payload.type)
    if (state.commit('Add block', (doc) => addGroup(doc, { position, blocks: [block] }))) state.openSidePanel({ kind: 'block', blockId: block.id })
  }
}
