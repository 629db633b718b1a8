import { useEffect, useRef } from 'react'
import { createPortal } from 'react-dom'
import { CircleDot, Play } from 'lucide-react'
import { create } from 'zustand'
import { useDismiss } from '@/app/ui/useDismiss'
import { findBlock } from '../document/blockIndex'
import { useEditorStore } from '../store/EditorStoreContext'
import { openPreview } from '../toolbar/openPreview'
import { useDebugger } from './debuggerStore'

type Opened = { blockId: string; x: number; y: number; returnFocus: HTMLElement | null }

/** Which block's context menu is open, and where (the pointer, or the block for the keyboard). */
export const useBlockContextMenu = create<{ opened: Opened | null; open: (opened: Opened) => void; close: () => void }>((set) => ({
  opened: null,
  open: (opened) => set({ opened }),
  close: () => set({ opened: null }),
}))

const item =
  'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-left text-sm text-zinc-800 outline-none focus:bg-zinc-100 dark:text-zinc-200 dark:focus:bg-zinc-800'

/**
 * A block's context menu (right-click, or Shift+F10 on a focused block): set or remove its
 * breakpoint, or preview from its group. One for the whole canvas, drawn over it at the pointer.
 */
export function BlockContextMenu() {
  const opened = useBlockContextMenu((state) => state.opened)
  const close = useBlockContextMenu((state) => state.close)
  const botId = useEditorStore((state) => state.env.botId)
  const groups = useEditorStore((state) => state.doc.groups)
  const hasBreakpoint = useDebugger((state) => (opened ? (state.breakpoints[botId] ?? []).includes(opened.blockId) : false))
  const menu = useRef<HTMLDivElement>(null)
  useDismiss([menu], opened !== null, close)
  useEffect(() => {
    if (opened) menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
  }, [opened])
  if (!opened) return null
  const location = findBlock(groups, opened.blockId)
  const done = () => {
    close()
    opened.returnFocus?.focus()
  }
  return createPortal(
    <div
      ref={menu}
      role="menu"
      aria-label="Block actions"
      className="fixed z-50 w-56 rounded-xl border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
      style={{ left: Math.min(opened.x, window.innerWidth - 232), top: Math.min(opened.y, window.innerHeight - 100) }}
      onKeyDown={(event) => {
        const items = [...menu.current!.querySelectorAll<HTMLElement>('[role="menuitem"]')]
        const index = items.indexOf(document.activeElement as HTMLElement)
        if (event.key === 'Escape' || event.key === 'Tab') {
          event.preventDefault()
          done()
        } else if (event.key === 'ArrowDown') items[(index + 1) % items.length]?.focus()
        else if (event.key === 'ArrowUp') items[(index - 1 + items.length) % items.length]?.focus()
      }}
    >
      <button
        type="button"
        role="menuitem"
        tabIndex={-1}
        className={item}
        onClick={() => {
          useDebugger.getState().toggleBreakpoint(botId, opened.blockId)
          done()
        }}
      >
        <CircleDot aria-hidden className="size-4 text-red-600" />
        {hasBreakpoint ? 'Remove breakpoint' : 'Add breakpoint'}
      </button>
      {location && (
        <button
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={item}
          onClick={() => {
            done()
            void openPreview(botId, { type: 'group', groupId: location.group.id })
          }}
        >
          <Play aria-hidden className="size-4" />
          Preview from this group
        </button>
      )}
    </div>,
    document.body,
  )
}
