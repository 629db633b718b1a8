import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import type { Variable } from '@/shared/bot/variable'
import { entryOf } from '../blocks/blockCatalog'
import { variableUsages } from '../commands/variables/variableUsages'
import { useState } from 'react'
import { useEditorStoreApi } from '../store/EditorStoreContext'

/** Asks before deleting a variable that blocks or events use, and says which. */
export function DeleteVariableDialog({ variable, onClose, onConfirm }: { variable: Variable; onClose: () => void; onConfirm: () => void }) {
  const store = useEditorStoreApi()
  const [usages] = useState(() => variableUsages(store.getState().doc, variable))
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={`Delete “${variable.name}”?`}
      confirmLabel="Delete variable"
      onConfirm={() => {
        onConfirm()
        onClose()
      }}
      description={
        <>
          <p>
            It is used in {usages.length} {usages.length === 1 ? 'place' : 'places'}. Those blocks will no longer read or save it:
          </p>
          <ul className="mt-2 max-h-48 list-disc space-y-0.5 overflow-y-auto pl-5">
            {usages.map((usage) => (
              <li key={usage.kind === 'block' ? usage.blockId : usage.eventId}>
                {usage.kind === 'block' ? `${entryOf(usage.blockType).label} block in “${usage.groupTitle}”` : `${entryOf(usage.eventType).label} event`}
              </li>
            ))}
          </ul>
        </>
      }
    />
  )
}
