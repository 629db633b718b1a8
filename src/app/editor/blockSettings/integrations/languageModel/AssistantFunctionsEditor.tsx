import type { AssistantFunction } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { CodeEditor } from '../../fields/CodeEditor'
import { ListEditor } from '../../fields/ListEditor'
import { TextField } from '../../fields/TextField'

type Entry = AssistantFunction & { id: string }
type AssistantFunctionsEditorProps = { blockId: string; value: AssistantFunction[] | undefined; onChange: (value: AssistantFunction[] | undefined) => void }

/** The JavaScript answering each function the assistant declares (its parameters are set on OpenAI's side). */
export function AssistantFunctionsEditor({ blockId, value = [], onChange }: AssistantFunctionsEditorProps) {
  // Typebot writes these without ids; ids derived from the block's keep the list stable until edited.
  const entries: Entry[] = value.map((entry, index) => ({ ...entry, id: entry.id ?? `${blockId}-f${index}` }))
  return (
    <ListEditor<Entry>
      items={entries}
      onChange={(functions) => onChange(functions.length > 0 ? functions : undefined)}
      itemLabel={(index) => `Function ${index + 1}`}
      create={() => ({ id: createId() })}
      addLabel="Add a function"
      emptyText="None: add one for each function your assistant may call."
      variant="cards"
      renderItem={(entry, index, update, actions) => (
        <div className="space-y-2">
          <div className="flex items-end gap-1.5">
            <div className="min-w-0 flex-1">
              <TextField label={`Function ${index + 1} name`} value={entry.name} onChange={(name) => update({ ...entry, name })} placeholder="order_status" hint="As declared in the assistant." />
            </div>
            {actions}
          </div>
          <CodeEditor
            label="Code"
            rows={5}
            value={entry.code}
            onChange={(code) => update({ ...entry, code })}
            placeholder="return `Order ${order} is shipped`"
            hint={'Runs on this service, for at most 10 seconds, when the assistant calls it: each argument is available as a variable, setVariable("Name", value) saves one, and what it returns goes back to the assistant.'}
            withVariables
          />
        </div>
      )}
    />
  )
}
