import { FieldRow, FormCard } from '../form/FormCard'
import { useField, useFormBinding } from '../form/FormBinding'
import { NumberField } from '../form/NumberField'
import { Switch } from '@/app/ui/Switch'
import { SwitchField } from '../form/SwitchField'

/** Typing dots before bot messages, and the pauses between them. */
export function TypingSettings() {
  const binding = useFormBinding()
  const enabled = useField<boolean>('typingEmulation.enabled')
  // The legacy general switch follows, for clients that still read it.
  const setEnabled = (value: boolean) => {
    binding.set('typingEmulation.enabled', value)
    binding.set('general.isTypingEmulationEnabled', value)
  }
  return (
    <FormCard title="Typing emulation" id="settings-typing" description="Bot messages appear after typing dots, for a time that grows with their length.">
      <Switch label="Typing emulation" checked={enabled.shown} onChange={setEnabled} disabled={binding.disabled} />
      <FieldRow>
        <NumberField path="typingEmulation.speed" label="Typing speed" unit="words/min" min={1} hint="How fast the bot “types”." />
        <NumberField path="typingEmulation.maxDelay" label="Longest wait" unit="s" min={0} hint="No message waits longer than this." />
      </FieldRow>
      <FieldRow>
        <NumberField path="typingEmulation.delayBetweenBubbles" label="Delay between bubbles" unit="s" min={0} max={5} hint="Added between two bot messages, 0 to 5 seconds." />
      </FieldRow>
      <SwitchField path="typingEmulation.isDisabledOnFirstMessage" label="No wait before the first message" hint="The chat opens with its first message already there." />
    </FormCard>
  )
}
