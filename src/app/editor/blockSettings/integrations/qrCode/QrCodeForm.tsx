import type { QrCodeBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

/** QR code: what it encodes, and the variable that gets the image's address (for an image bubble). */
export function QrCodeForm({ block, onChange }: BlockFormProps<QrCodeBlock>) {
  const set = (patch: NonNullable<QrCodeBlock['options']>) => onChange(withOptions(block, patch))
  return (
    <>
      <TextField
        label="Data"
        value={block.options?.data}
        onChange={(data) => set({ data })}
        placeholder="https://example.com/ticket/{{Ticket}}"
        hint="A URL, or any text to encode into the QR code."
        withVariables
      />
      <VariableField
        label="Save the image URL in"
        value={block.options?.saveUrlInVariableId}
        onChange={(saveUrlInVariableId) => set({ saveUrlInVariableId })}
        placeholder="Select a variable"
        hint="Show it with an image bubble whose URL is that {{variable}}."
      />
    </>
  )
}
