import type { EmbedBubbleBlock } from '@/shared/bot/blocks'
import { defaultEmbedBubbleContent } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withContent } from '../blockUpdate'
import { NumberOrVariableField } from '../fields/NumberFields'
import { Section } from '../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { VariableField } from '../pickers/VariablePicker'
import { MediaUrlField } from './MediaUrlField'

type WaitForEvent = NonNullable<NonNullable<EmbedBubbleBlock['content']>['waitForEvent']>

/** An embedded page: its address, its height, and whether the chat waits for a message from it. */
export function EmbedBubbleForm({ block, onChange }: BlockFormProps<EmbedBubbleBlock>) {
  const content = block.content
  const wait = content?.waitForEvent
  const setWait = (patch: Partial<WaitForEvent>) => onChange(withContent(block, { waitForEvent: merge(wait, patch) }))
  const waits = wait?.isEnabled ?? defaultEmbedBubbleContent.waitForEvent.isEnabled
  return (
    <>
      <MediaUrlField
        label="Page URL"
        value={content?.url}
        onChange={(url) => onChange(withContent(block, { url }))}
        placeholder="https://example.com/form"
        hint="Shown in a frame inside the chat; {{variables}} are allowed."
      />
      <NumberOrVariableField label="Height (px)" value={content?.height} onChange={(height) => onChange(withContent(block, { height }))} placeholder={String(defaultEmbedBubbleContent.height)} />
      <Section title="Wait for an event">
        <Switch
          label="Wait for the page to send an event"
          checked={waits}
          onChange={(isEnabled) => setWait({ isEnabled })}
          hint="The chat stops after this bubble until the page posts a window message with this name."
        />
        {waits && (
          <>
            <TextField label="Event name" value={wait?.name} onChange={(name) => setWait({ name })} placeholder="form-submitted" />
            <VariableField label="Save the event data in" value={wait?.saveDataInVariableId} onChange={(saveDataInVariableId) => setWait({ saveDataInVariableId })} />
          </>
        )}
      </Section>
    </>
  )
}
