import { Ellipsis } from 'lucide-react'
import { Menu, MenuSeparator, useMenu } from '@/app/ui/Menu'
import { cx } from '@/app/ui/cx'
import { useEditorStore } from '../store/EditorStoreContext'
import { editorActions, type EditorAction } from './editorActions'
import { shortcutLabel } from './shortcuts'
import type { ActionRunner } from './useActionRunner'

/** Every command of the registry with its shortcut, for the mouse (and for finding the keys). */
export function EditMenu({ runner }: { runner: ActionRunner }) {
  return (
    <Menu
      label="Edit menu"
      align="start"
      trigger={<Ellipsis aria-hidden className="size-4" />}
      triggerClassName="flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
      menuClassName="w-60"
    >
      <EditMenuItems runner={runner} />
    </Menu>
  )
}

function EditMenuItems({ runner }: { runner: ActionRunner }) {
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const shown = editorActions.filter((action) => !(readOnly && action.edits))
  return shown.map((action, i) => (
    <div key={action.id}>
      {i > 0 && ['cut', 'duplicate', 'selectAll', 'autoArrange'].includes(action.id) && <MenuSeparator />}
      <EditMenuItem action={action} runner={runner} />
    </div>
  ))
}

function EditMenuItem({ action, runner }: { action: EditorAction; runner: ActionRunner }) {
  const { close } = useMenu()
  const available = action.isAvailable(runner.contextFor())
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      aria-disabled={!available || undefined}
      aria-keyshortcuts={action.shortcuts.map((shortcut) => [shortcut.mod && 'Control', shortcut.shift && 'Shift', shortcut.key].filter(Boolean).join('+')).join(' ')}
      onClick={() => {
        if (!available) return
        close()
        runner.run(action.id)
      }}
      className={cx(
        'flex w-full items-center gap-2.5 rounded-lg px-2.5 py-1.5 text-left text-zinc-800 outline-none focus:bg-zinc-100 dark:text-zinc-200 dark:focus:bg-zinc-800',
        !available && 'cursor-default opacity-40',
      )}
    >
      <action.icon aria-hidden className="size-4 opacity-80" />
      <span className="flex-1">{action.label}</span>
      <kbd className="font-sans text-xs text-zinc-500 dark:text-zinc-400">{shortcutLabel(action.shortcuts[0])}</kbd>
    </button>
  )
}
