import { legacyRoundnesses } from '@/shared/bot/theme'
import { FieldShell } from '@/app/ui/FieldShell'
import { useField } from '@/app/botSettings/form/FormBinding'
import { TextField } from '@/app/botSettings/form/TextField'
import { Select } from '@/app/ui/Input'

/** Custom CSS, and the older bot-wide roundness that parts without their own still follow. */
export function AdvancedFields() {
  const roundness = useField<(typeof legacyRoundnesses)[number]>('chat.roundness')
  return (
    <>
      <TextField
        path="customCss"
        label="Custom CSS"
        rows={8}
        code
        placeholder={'.bbc-host { font-weight: 500; }'}
        hint="Added after the chat's own styles, inside the chat only. Hooks: .bbc-root, .bbc-host (bot bubbles), .bbc-guest (answers), .bbc-button, .bbc-field (inputs). {{Variables}} are replaced when the chat starts."
      />
      <FieldShell label="Corners of parts without their own (older bots)" hint="Read only where a part has no corner setting of its own.">
        {(control) => (
          <Select
            {...control}
            className="w-full"
            disabled={roundness.disabled}
            value={roundness.stored ?? ''}
            onChange={(event) => roundness.set((event.target.value || undefined) as typeof roundness.stored)}
          >
            <option value="">Not set</option>
            {legacyRoundnesses.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </Select>
        )}
      </FieldShell>
    </>
  )
}
