import { useId, useState } from 'react'
import { Braces, Search } from 'lucide-react'
import { Button } from '@/app/ui/Button'
import { Input } from '@/app/ui/Input'
import { createVariable, variableNamed } from '../commands/variables/createVariable'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { SidePanelFrame } from '../settingsPanel/SidePanelFrame'
import { VariableRow } from './VariableRow'

/** The bot's variables: search, create, rename, delete, and whether each is saved in results. */
export function VariablesPanel() {
  const store = useEditorStoreApi()
  const variables = useEditorStore((state) => state.doc.variables)
  const readOnly = useEditorStore((state) => state.env.readOnly)
  const [query, setQuery] = useState('')
  const [name, setName] = useState('')
  const ids = { search: useId(), name: useId() }
  const shown = variables.filter((variable) => variable.name.toLowerCase().includes(query.trim().toLowerCase()))
  const taken = !!variableNamed(store.getState().doc, name.trim())
  const create = () => {
    if (!name.trim() || taken) return
    store.getState().commit('Create variable', (doc) => createVariable(doc, { name }))
    setName('')
  }
  return (
    <SidePanelFrame
      label="Variables"
      onClose={() => store.getState().openSidePanel(null)}
      title={
        <>
          <Braces aria-hidden className="size-4 text-zinc-500" />
          <h2 className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">Variables</h2>
          <span className="text-xs text-zinc-500">{variables.length}</span>
        </>
      }
    >
      <div className="space-y-3 border-b border-zinc-200 p-4 dark:border-zinc-800">
        {!readOnly && (
          <form
            className="flex gap-2"
            onSubmit={(event) => {
              event.preventDefault()
              create()
            }}
          >
            <label htmlFor={ids.name} className="sr-only">
              New variable name
            </label>
            <Input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} placeholder="New variable name" aria-invalid={taken || undefined} />
            <Button type="submit" variant="primary" disabled={!name.trim() || taken}>
              Create
            </Button>
          </form>
        )}
        {taken && <p className="text-xs text-red-600 dark:text-red-400">A variable is already called “{name.trim()}”.</p>}
        <div className="relative">
          <label htmlFor={ids.search} className="sr-only">
            Search variables
          </label>
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-zinc-400" />
          <Input id={ids.search} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search variables" className="pl-8" />
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="p-4 text-sm text-zinc-500">{variables.length ? `No variable matches “${query}”.` : 'No variables yet. Inputs save answers into variables.'}</p>
      ) : (
        <ul aria-label="Variables" className="divide-y divide-zinc-100 dark:divide-zinc-800">
          {shown.map((variable) => (
            <VariableRow key={variable.id} variable={variable} readOnly={readOnly} />
          ))}
        </ul>
      )}
      <p className="p-4 text-xs text-zinc-500 dark:text-zinc-400">Values of variables marked “Saved” appear in the results of each chat.</p>
    </SidePanelFrame>
  )
}
