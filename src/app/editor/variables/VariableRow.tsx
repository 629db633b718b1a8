import { useState } from 'react'
import { Pencil, Trash2 } from 'lucide-react'
import type { Variable } from '@/shared/bot/variable'
import { IconButton } from '@/app/ui/IconButton'
import { deleteVariable } from '../commands/variables/deleteVariable'
import { renameVariable } from '../commands/variables/renameVariable'
import { setVariableSaved } from '../commands/variables/setVariableSaved'
import { variableUsages } from '../commands/variables/variableUsages'
import { useEditorStoreApi } from '../store/EditorStoreContext'
import { DeleteVariableDialog } from './DeleteVariableDialog'

/** One variable: its name (rename in place), "Saved" in results, and delete (asking first when used). */
export function VariableRow({ variable, readOnly }: { variable: Variable; readOnly: boolean }) {
  const store = useEditorStoreApi()
  const [draft, setDraft] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const commit = store.getState().commit
  const rename = () => {
    if (draft !== null) commit('Rename variable', (doc) => renameVariable(doc, { variableId: variable.id, name: draft }))
    setDraft(null)
  }
  const remove = () => commit('Delete variable', (doc) => deleteVariable(doc, { variableId: variable.id }))
  const saved = variable.isSessionVariable !== true
  return (
    <li className="flex items-center gap-2 px-4 py-2" aria-label={variable.name}>
      {draft !== null ? (
        <input
          aria-label={`New name for ${variable.name}`}
          autoFocus
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={rename}
          onKeyDown={(event) => {
            if (event.key === 'Enter') rename()
            if (event.key === 'Escape') {
              event.preventDefault()
              setDraft(null)
            }
          }}
          className="h-7 min-w-0 flex-1 rounded-md border border-indigo-500 bg-white px-2 text-sm outline-none dark:bg-zinc-900"
        />
      ) : (
        <span className="min-w-0 flex-1 truncate text-sm font-medium text-zinc-800 dark:text-zinc-100">{variable.name}</span>
      )}
      <label className="flex items-center gap-1.5 text-xs text-zinc-600 dark:text-zinc-400">
        <input
          type="checkbox"
          checked={saved}
          disabled={readOnly}
          onChange={(event) => commit('Save variable in results', (doc) => setVariableSaved(doc, { variableId: variable.id, saved: event.target.checked }))}
          className="size-3.5 accent-indigo-600"
        />
        Saved
      </label>
      {!readOnly && (
        <>
          <IconButton label={`Rename ${variable.name}`} onClick={() => setDraft(variable.name)} className="size-7">
            <Pencil aria-hidden className="size-3.5" />
          </IconButton>
          <IconButton
            label={`Delete ${variable.name}`}
            className="size-7"
            onClick={() => (variableUsages(store.getState().doc, variable).length ? setConfirming(true) : remove())}
          >
            <Trash2 aria-hidden className="size-3.5" />
          </IconButton>
        </>
      )}
      {confirming && <DeleteVariableDialog variable={variable} onClose={() => setConfirming(false)} onConfirm={remove} />}
    </li>
  )
}
