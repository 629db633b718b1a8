import { pixelEventTypes, type PixelBlock } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Switch } from '@/app/ui/Switch'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, textOrUndefined, withOptions } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { TextField } from '../../fields/TextField'
import { PageScriptNote } from './PageScriptNote'

type Options = NonNullable<PixelBlock['options']>
type Param = NonNullable<Options['params']>[number]
type EventType = NonNullable<Options['eventType']>

const eventOptions = [{ value: '' as const, label: 'Choose an event' }, ...pixelEventTypes.map((value) => ({ value, label: value === 'Custom' ? 'Custom event' : value }))]

/** Meta Pixel: the pixel, the event it tracks and the event's parameters. */
export function PixelForm({ block, onChange }: BlockFormProps<PixelBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  return (
    <>
      <TextField label="Pixel ID" value={options?.pixelId} onChange={(pixelId) => set({ pixelId })} placeholder="1234567890" withVariables />
      <Switch
        label="The page already has the pixel"
        checked={options?.isInitSkip ?? false}
        onChange={(isInitSkip) => set({ isInitSkip: isInitSkip || undefined })}
        hint="On: the event goes to the pixel the host site set up, which is not loaded again."
      />
      <SelectField<EventType | ''> label="Event" value={options?.eventType ?? ''} options={eventOptions} onChange={(eventType) => set({ eventType: textOrUndefined(eventType) as EventType | undefined })} />
      {options?.eventType === 'Custom' && <TextField label="Event name" value={options?.name} onChange={(name) => set({ name })} placeholder="QuizCompleted" withVariables />}
      <Section title="Parameters">
        <RowsEditor
          rows={options?.params ?? []}
          onChange={(params) => set({ params })}
          keyOf={(param) => param.id}
          rowLabel={(index) => `parameter ${index + 1}`}
          create={(): Param => ({ id: createId() })}
          addLabel="Add a parameter"
          emptyText="No parameter."
          renderRow={(param, index, update) => (
            <>
              <div className="w-2/5 shrink-0">
                <TemplatedInput aria-label={`Name of parameter ${index + 1}`} placeholder="currency" value={param.key} onChange={(key) => update(merge(param, { key }) ?? { id: param.id })} />
              </div>
              <div className="min-w-0 flex-1">
                <TemplatedInput
                  aria-label={`Value of parameter ${index + 1}`}
                  placeholder="EUR"
                  value={typeof param.value === 'string' ? param.value : param.value === undefined ? undefined : JSON.stringify(param.value)}
                  onChange={(value) => update(merge(param, { value }) ?? { id: param.id })}
                  withVariables
                />
              </div>
            </>
          )}
        />
      </Section>
      <PageScriptNote script="Meta’s pixel script" />
    </>
  )
}
