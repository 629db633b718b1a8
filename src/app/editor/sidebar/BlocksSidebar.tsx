import { useId, useState, type KeyboardEvent } from 'react'
import { Search, X } from 'lucide-react'
import { IconButton } from '@/app/ui/IconButton'
import { useStoreApi } from '@xyflow/react'
import { createId } from '@/shared/ids'
import { cx, focusRing } from '@/app/ui/cx'
import { sections } from '../blocks/blockCatalog'
import { BlockIcon } from '../blocks/BlockIcon'
import { addEvent } from '../commands/events/addEvent'
import { addGroup } from '../commands/groups/addGroup'
import { createBlock } from '../commands/blocks/newBlock'
import { groupLayout, sizes } from '../canvas/groupLayout'
import { placeNewNode } from '../canvas/placement/freeSpot'
import { nodeRects } from '../canvas/placement/nodeRects'
import { useRevealRect } from '../canvas/viewport/useRevealRect'
import { visibleFlowRect } from '../canvas/viewport/viewRect'
import { findBlock } from '../document/blockIndex'
import { usePanelWidth } from '../settingsPanel/panelWidth'
import type { EditorState } from '../store/editorStore'
import { startDrag, useBlockDrag } from '../dnd/blockDrag'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { usePaletteDrawer } from './paletteDrawer'
import { paletteTarget } from './paletteNavigation'
import { sidebarSections, type SidebarEntry } from './sidebarEntries'

/**
 * Every block type and event, by section, with a search. Drag one onto the canvas (or into a
 * group); a click or Enter adds it in a new group in free space (see useAddFromSidebar). The
 * palette is one tab stop: the arrow keys move between its items (roving tabindex).
 */
export function BlocksSidebar() {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const found = sidebarSections(query)
  const add = useAddFromSidebar()
  const drawerOpen = usePaletteDrawer((state) => state.isOpen)
  const setDrawerOpen = usePaletteDrawer((state) => state.setOpen)
  const keys = found.flatMap((section) => section.entries.map((entry) => entry.key))
  const [chosen, setChosen] = useState<string | null>(null)
  // The item the palette's tab stop is on: the last one used, or the first one shown.
  const active = chosen && keys.includes(chosen) ? chosen : keys[0]
  const onPaletteKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[data-palette-key]'))
    const from = items.indexOf(event.target as HTMLElement)
    if (from < 0) return
    const to = paletteTarget(event.key, from, items.map((item) => item.getBoundingClientRect()))
    if (to === null) return
    event.preventDefault()
    setChosen(items[to].dataset.paletteKey!)
    items[to].focus()
  }
  return (
    <aside
      aria-label="Blocks"
      // Beside the canvas from md up; below, a drawer over the canvas that the toolbar's Blocks button pulls out.
      className={cx(
        'w-72 shrink-0 flex-col border-r border-zinc-200 bg-white md:static md:flex dark:border-zinc-800 dark:bg-zinc-900',
        drawerOpen ? 'absolute inset-y-0 left-0 z-30 flex max-w-[85%] shadow-2xl' : 'hidden',
      )}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && drawerOpen) setDrawerOpen(false)
      }}
    >
      <div className="flex items-center gap-1 border-b border-zinc-200 p-3 dark:border-zinc-800">
        <label htmlFor={searchId} className="sr-only">
          Search blocks
        </label>
        <div className="relative min-w-0 flex-1">
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
        {drawerOpen && (
          <IconButton label="Hide blocks" onClick={() => setDrawerOpen(false)} className="md:hidden">
            <X aria-hidden className="size-4" />
          </IconButton>
        )}
      </div>
      <div className="flex-1 overflow-y-auto p-3" onKeyDown={onPaletteKeyDown}>
        {found.length === 0 && <p className="px-1 text-sm text-zinc-500">No block matches “{query}”.</p>}
        {found.map((section) => (
          <section key={section.id} aria-label={sections.find((s) => s.id === section.id)!.label} className="mb-4">
            <h2 className="mb-1.5 px-1 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{sections.find((s) => s.id === section.id)!.label}</h2>
            <ul className="grid grid-cols-2 gap-1.5">
              {section.entries.map((entry) => (
                <li key={entry.key}>
                  <SidebarItem entry={entry} isTabStop={entry.key === active} onFocus={() => setChosen(entry.key)} onAdd={() => add(entry)} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  )
}

function SidebarItem({ entry, isTabStop, onFocus, onAdd }: { entry: SidebarEntry; isTabStop: boolean; onFocus: () => void; onAdd: () => void }) {
  return (
    <button
      type="button"
      tabIndex={isTabStop ? 0 : -1}
      data-palette-key={entry.key}
      onFocus={onFocus}
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

/**
 * Adds an entry without a drag: beside the selected group (or the group whose block is being
 * edited), else in the view's first free spot, never on top of a group; then selects it and
 * brings it into sight.
 */
function useAddFromSidebar() {
  const store = useEditorStoreApi()
  const flow = useStoreApi()
  const reveal = useRevealRect()
  return (entry: SidebarEntry) => {
    const state = store.getState()
    const rects = nodeRects(state.doc)
    const anchor = placementAnchor(state)
    const block = entry.payload.kind === 'newBlock' ? createBlock(entry.payload.type) : null
    const size = block ? groupLayout({ blocks: [block] }) : { width: sizes.eventWidth, height: sizes.eventHeight }
    const { width, height, transform } = flow.getState()
    // A new block opens its settings: the panel, once open, takes its width from the canvas.
    const panelToOpen = block && !state.sidePanel ? usePanelWidth.getState().width : 0
    const view = visibleFlowRect({ width: Math.max(size.width, width - panelToOpen), height }, { x: transform[0], y: transform[1], zoom: transform[2] })
    const position = placeNewNode(size, [...rects.values()], view, anchor ? rects.get(anchor) : undefined)
    const nodeId = createId()
    if (entry.payload.kind === 'newEvent') {
      const type = entry.payload.type
      if (!state.commit('Add event', (doc) => addEvent(doc, { type, position, eventId: nodeId }))) return
    } else if (!block || !state.commit('Add block', (doc) => addGroup(doc, { position, blocks: [block], groupId: nodeId }))) return
    state.select({ nodeIds: [nodeId] })
    usePaletteDrawer.getState().setOpen(false)
    if (block) state.openSidePanel({ kind: 'block', blockId: block.id })
    else reveal({ ...position, ...size })
  }
}

/** The node a new one goes beside: the last selected group or event, else the group of the block being edited. */
function placementAnchor(state: EditorState): string | undefined {
  const selected = [...state.selectedNodeIds].reverse().find((id) => state.doc.groups.some((group) => group.id === id) || state.doc.events.some((event) => event.id === id))
  if (selected) return selected
  const panel = state.sidePanel
  return panel?.kind === 'block' ? findBlock(state.doc.groups, panel.blockId)?.group.id : undefined
}
