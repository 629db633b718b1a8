import type { SetVariableBlock, SetVariableType } from '@/shared/bot/blocks'
import { defaultSetVariableOptions } from '@/shared/bot/blocks'
import { merge } from '../blockUpdate'
import { CodeEditor } from '../fields/CodeEditor'
import { hintClass } from '@/app/ui/FieldShell'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { VariableField } from '../pickers/VariablePicker'
import { TimeZoneField } from './TimeZoneField'

type Options = NonNullable<SetVariableBlock['options']>
type FieldsProps = { type: SetVariableType; options: Options | undefined; onChange: (patch: Partial<Options>) => void }

const notes: Partial<Record<SetVariableType, string>> = {
  Empty: 'The variable is cleared.',
  'Environment name': 'Always “web” for chats on the web.',
  'Device type': 'Worked out in the visitor’s browser: mobile, tablet or desktop.',
  Transcript: 'The conversation so far, as text. The variable becomes session-only: it is not saved with the results.',
  'Result ID': 'The id of this conversation’s result.',
  'User ID': 'The id of this conversation’s result (older name of Result ID).',
  'Random ID': 'A new random id.',
  'Moment of the day': 'Worked out on the visitor’s clock: morning, afternoon or evening.',
  Today: 'The current date and time, in UTC.',
}

/** The fields of one value type; the others' fields stay stored but hidden (the schema keeps them). */
export function SetVariableValueFields({ type, options, onChange }: FieldsProps) {
  const note = notes[type] && <p className={hintClass}>{notes[type]}</p>
  switch (type) {
    case 'Custom':
      return <CustomValueFields options={options} onChange={onChange} />
    case 'Append value(s)':
      return <TextField label="Value to append" value={options?.item} onChange={(item) => onChange({ item })} placeholder="{{Answer}}" hint="Added at the end of the list; the variable becomes a list if needed." withVariables />
    case 'Now':
    case 'Yesterday':
    case 'Tomorrow':
      return <TimeZoneField value={options?.timeZone} onChange={(timeZone) => onChange({ timeZone })} />
    case 'Map item with same index': {
      const params = options?.mapListItemParams
      const setParams = (patch: Partial<NonNullable<Options['mapListItemParams']>>) => onChange({ mapListItemParams: merge(params, patch) })
      return (
        <>
          <VariableField label="Item" value={params?.baseItemVariableId} onChange={(baseItemVariableId) => setParams({ baseItemVariableId })} hint="Found by its position in the list below…" />
          <VariableField label="In the list" value={params?.baseListVariableId} onChange={(baseListVariableId) => setParams({ baseListVariableId })} />
          <VariableField label="Take the item at that position in" value={params?.targetListVariableId} onChange={(targetListVariableId) => setParams({ targetListVariableId })} />
        </>
      )
    }
    case 'Pop':
    case 'Shift':
      return (
        <VariableField
          label={`Save the ${type === 'Pop' ? 'last' : 'first'} item in`}
          value={options?.saveItemInVariableId}
          onChange={(saveItemInVariableId) => onChange({ saveItemInVariableId })}
          hint="The item is removed from the list."
        />
      )
    default:
      return note || null
  }
}

function CustomValueFields({ options, onChange }: Omit<FieldsProps, 'type'>) {
  const isCode = options?.isCode ?? defaultSetVariableOptions.isCode
  return (
    <>
      <CodeEditor
        label={isCode ? 'Code' : 'Value'}
        rows={isCode ? 8 : 3}
        value={options?.expressionToEvaluate}
        onChange={(expressionToEvaluate) => onChange({ expressionToEvaluate })}
        placeholder={isCode ? 'const total = {{Price}} * {{Quantity}}\nreturn total' : 'Hello {{Name}}, or {{A}} + 1'}
        hint={isCode ? 'JavaScript; return the value to save.' : 'Text with {{variables}}, or a JavaScript expression.'}
        withVariables
      />
      <Switch label="Run as code" checked={isCode} onChange={(value) => onChange({ isCode: value })} hint="Errors are logged and can be saved in a variable." />
      {isCode && <VariableField label="Save the error in" value={options?.saveErrorInVariableId} onChange={(saveErrorInVariableId) => onChange({ saveErrorInVariableId })} />}
      <Switch
        label="Run in the visitor’s browser"
        checked={options?.isExecutedOnClient ?? defaultSetVariableOptions.isExecutedOnClient}
        onChange={(isExecutedOnClient) => onChange({ isExecutedOnClient })}
        hint="For code that needs the page (window, navigator…)."
      />
      <TextField label="Description" value={options?.expressionDescription} onChange={(expressionDescription) => onChange({ expressionDescription })} placeholder="What this value is for" hint="A note for builders; never run." />
    </>
  )
}
