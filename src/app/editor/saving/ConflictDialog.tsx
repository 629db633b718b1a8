import { SaveConflictDialog } from '@/app/bot/SaveConflictDialog'
import { useEditorStore } from '../store/EditorStoreContext'
import type { SaveQueue } from './saveQueue'

/** The save conflict of the flow: the whole draft is at stake. */
export function ConflictDialog({ queue }: { queue: SaveQueue }) {
  const open = useEditorStore((state) => state.saveStatus === 'conflict')
  return (
    <SaveConflictDialog
      open={open}
      what="flow"
      keepMineEffect="your version replaces theirs."
      loadTheirs={() => queue.loadTheirs()}
      keepMine={() => queue.keepMine()}
    />
  )
}
