import { useId, useState } from 'react'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import { Button } from '@/app/ui/Button'
import { Input, Select } from '@/app/ui/Input'
import { labelClass } from '@/app/ui/FieldShell'
import { cx } from '@/app/ui/cx'
import { connect } from '../../commands/edges/connect'
import { useEditorStore, useEditorStoreApi } from '../../store/EditorStoreContext'
import { groupsMatching, type ConnectOutput } from './connectOutputs'
import { useConnectMode } from './connectMode'

/** The picker of connect mode, open while there are outputs to connect. */
export function ConnectPicker() {
  const outputs = useConnectMode((state) => state.outputs)
  const finish = useConnectMode((state) => state.finish)
  if (!outputs) return null
  return <ConnectDialog outputs={outputs} onCancel={() => finish('Connection cancelled.')} />
}

/** First output that leads nowhere yet, else the first: what a person most likely means to connect. */
const initialOutput = (outputs: ConnectOutput[]) => Math.max(0, outputs.findIndex((output) => !output.target))

/**
 * Chooses the output (when the block has several: buttons, Default…) and the group it goes to, from
 * a list filtered by typing. Enter makes the edge as one undo step; Esc cancels. Focus goes back to
 * what had it.
 */
function ConnectDialog({ outputs, onCancel }: { outputs: ConnectOutput[]; onCancel: () => void }) {
  const store = useEditorStoreApi()
  const groups = useEditorStore((state) => state.doc.groups)
  const finish = useConnectMode((state) => state.finish)
  const [outputIndex, setOutputIndex] = useState(() => initialOutput(outputs))
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const id = useId()
  const matches = groupsMatching(groups, query)
  const activeIndex = Math.min(active, matches.length - 1)
  const output = outputs[outputIndex]

  const choose = (groupId: string | undefined) => {
    const group = groups.find((candidate) => candidate.id === groupId)
    if (!group) return
    store.getState().commit('Connect', (doc) => connect(doc, { from: output.source, to: { groupId: group.id } }))
    finish(`Connected ${output.label} to “${group.title}”.`)
  }

  return (
    <Dialog open onClose={onCancel} title="Connect to a group" size="sm" description="Type to filter the groups, then press Enter. Escape cancels.">
      <div className="space-y-3">
        {outputs.length > 1 && (
          <div className="space-y-1">
            <label htmlFor={`${id}-from`} className={labelClass}>
              From
            </label>
            <Select id={`${id}-from`} className="w-full" value={outputIndex} onChange={(event) => setOutputIndex(Number(event.target.value))}>
              {outputs.map((candidate, index) => (
                <option key={index} value={index}>
                  {candidate.label}
                  {candidate.target ? ` (now to ${candidate.target})` : ''}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={`${id}-group`} className={labelClass}>
            Go to group
          </label>
          <Input
            id={`${id}-group`}
            data-autofocus
            role="combobox"
            aria-expanded="true"
            aria-autocomplete="list"
            aria-controls={`${id}-groups`}
            aria-activedescendant={matches.length > 0 ? `${id}-group-${activeIndex}` : undefined}
            autoComplete="off"
            value={query}
            placeholder="Group title"
            onChange={(event) => {
              setQuery(event.target.value)
              setActive(0)
            }}
            onKeyDown={(event) => {
              if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
                event.preventDefault()
                const step = event.key === 'ArrowDown' ? 1 : -1
                setActive(Math.min(Math.max(activeIndex + step, 0), matches.length - 1))
              } else if (event.key === 'Enter') {
                event.preventDefault()
                choose(matches[activeIndex]?.id)
              }
            }}
          />
          <ul id={`${id}-groups`} role="listbox" hidden={matches.length === 0} aria-label="Groups" className="max-h-56 overflow-y-auto rounded-lg border border-zinc-200 py-1 dark:border-zinc-700">
            {matches.map((group, index) => (
              <li
                key={group.id}
                id={`${id}-group-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(group.id)}
                onMouseMove={() => setActive(index)}
                className={cx(
                  'cursor-pointer truncate px-3 py-1.5 text-sm',
                  index === activeIndex ? 'bg-indigo-600 text-white' : 'text-zinc-800 dark:text-zinc-200',
                )}
              >
                {group.title}
              </li>
            ))}
          </ul>
          {matches.length === 0 && (
            <p role="status" className="text-xs text-zinc-500 dark:text-zinc-400">
              No group title contains “{query.trim()}”.
            </p>
          )}
        </div>
      </div>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="primary" disabled={matches.length === 0} onClick={() => choose(matches[activeIndex]?.id)}>
          Connect
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** The canvas's live region: what connect mode did, for screen readers. */
export function ConnectAnnouncer() {
  const announcement = useConnectMode((state) => state.announcement)
  return (
    <div role="status" aria-live="polite" className="sr-only" data-testid="canvas-announcer">
      {announcement}
    </div>
  )
}
