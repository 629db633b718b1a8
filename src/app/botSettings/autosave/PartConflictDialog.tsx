import { SaveConflictDialog } from '@/app/bot/SaveConflictDialog'
import type { PartSaver, PartValue } from './partSaver'
import { usePartState } from './usePartAutosave'

/** The save conflict of one part of the bot (`what`: theme, settings): only that part is at stake. */
export function PartConflictDialog<P extends PartValue>({ saver, what }: { saver: PartSaver<P>; what: string }) {
  const open = usePartState(saver, (state) => state.status === 'conflict')
  return (
    <SaveConflictDialog
      open={open}
      what={what}
      keepMineEffect={`your ${what} replaces theirs; the rest of their changes stay.`}
      loadTheirs={() => saver.loadTheirs()}
      keepMine={() => saver.keepMine()}
    />
  )
}
