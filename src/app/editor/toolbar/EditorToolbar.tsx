import { Blocks, Braces, Play, Redo2, Undo2 } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { IconButton } from '@/app/ui/IconButton'
import { EditMenu } from '../actions/EditMenu'
import { AddNoteButton } from '../notes/AddNoteButton'
import { AnalyticsModeToggle } from '../analytics/AnalyticsModeToggle'
import { shortcutLabel } from '../actions/shortcuts'
import type { ActionRunner } from '../actions/useActionRunner'
import { SaveStatus } from '../saving/SaveStatus'
import type { SaveQueue } from '../saving/saveQueue'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { usePaletteDrawer } from '../sidebar/paletteDrawer'
import { openPreview } from './openPreview'

const bar = 'pointer-events-auto flex items-center gap-0.5 rounded-xl border border-zinc-200 bg-white/95 p-1 shadow-sm backdrop-blur dark:border-zinc-700 dark:bg-zinc-900/95'

/** Above the canvas: undo, redo, add a note, the Edit menu and the save state on the left; variables and preview on the right. */
export function EditorToolbar({ runner, queue }: { runner: ActionRunner; queue: SaveQueue }) {
  const store = useEditorStoreApi()
  const canUndo = useEditorStore((state) => state.past.length > 0)
  const canRedo = useEditorStore((state) => state.future.length > 0)
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const variablesOpen = useEditorStore((state) => state.sidePanel?.kind === 'variables')
  const paletteOpen = usePaletteDrawer((state) => state.isOpen)
  const setPaletteOpen = usePaletteDrawer((state) => state.setOpen)
  return (
    <div role="toolbar" aria-label="Editor" className="pointer-events-none absolute inset-x-3 top-3 z-10 flex flex-wrap items-start justify-between gap-2">
      <div className={bar}>
        {!readOnly && (
          <>
            {/* Narrow screens only: the palette is then a drawer. */}
            <IconButton label="Show blocks" aria-expanded={paletteOpen} onClick={() => setPaletteOpen(true)} className="md:hidden">
              <Blocks aria-hidden className="size-4" />
            </IconButton>
            <IconButton label={`Undo (${shortcutLabel({ key: 'z', mod: true })})`} disabled={!canUndo} onClick={() => runner.run('undo')} className="disabled:opacity-40">
              <Undo2 aria-hidden className="size-4" />
            </IconButton>
            <IconButton label={`Redo (${shortcutLabel({ key: 'z', mod: true, shift: true })})`} disabled={!canRedo} onClick={() => runner.run('redo')} className="disabled:opacity-40">
              <Redo2 aria-hidden className="size-4" />
            </IconButton>
            <AddNoteButton />
          </>
        )}
        <EditMenu runner={runner} />
        <span aria-hidden className="mx-1 h-5 w-px bg-zinc-200 dark:bg-zinc-700" />
        <SaveStatus queue={queue} />
      </div>
      <div className={bar}>
        <AnalyticsModeToggle />
        <Button
          variant="ghost"
          size="sm"
          aria-pressed={variablesOpen}
          icon={<Braces aria-hidden className="size-4" />}
          onClick={() => store.getState().openSidePanel(variablesOpen ? null : { kind: 'variables' })}
        >
          Variables
        </Button>
        <Button variant="primary" size="sm" icon={<Play aria-hidden className="size-4" />} onClick={() => void openPreview(store.getState().env.botId)}>
          Preview
        </Button>
      </div>
    </div>
  )
}
