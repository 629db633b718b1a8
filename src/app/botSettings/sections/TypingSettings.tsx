import { DependentFields } from '../form/DependentFields'
import { FieldRow, FormCard } from '../form/FormCard'
import { useField, useFormBinding } from '../form/FormBinding'
import { NumberField } from '../form/NumberField'
import { Switch } from '@/app/ui/Switch'
import { SwitchField } from '../form/SwitchField'
import { settingsSections } from '../settingsSections'

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
    <FormCard {...settingsSections.typing}>
      <Switch
        label="Show typing dots"
        checked={enabled.shown}
        onChange={setEnabled}
        disabled={binding.disabled}
        hint="Before each bot message, dots show for a moment, longer for longer messages, as if someone were typing. Off: messages appear at once."
      />
      <DependentFields on={enabled.shown} reason="Turn on “Show typing dots” to change this.">
        <FieldRow>
          <NumberField path="typingEmulation.speed" label="Typing speed" unit="words/min" min={1} hint="Faster typing means shorter dots before long messages." />
          <NumberField path="typingEmulation.maxDelay" label="Longest wait" unit="s" min={0} hint="No message waits longer than this, however long it is." />
        </FieldRow>
        <FieldRow>
          <NumberField path="typingEmulation.delayBetweenBubbles" label="Pause between messages" unit="s" min={0} max={5} hint="Extra pause between two bot messages in a row, 0 to 5 seconds." />
        </FieldRow>
        <SwitchField path="typingEmulation.isDisabledOnFirstMessage" label="No dots before the first message" hint="The chat opens with its first message already there." />
      </DependentFields>
    </FormCard>
  )
}
