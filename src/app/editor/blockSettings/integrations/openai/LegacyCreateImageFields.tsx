import { legacyOpenAiImageSizes, type OpenAiBlock } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

type Options = NonNullable<OpenAiBlock['options']>
type LegacyCreateImageFieldsProps = { options: Options | undefined; set: (patch: Partial<Options>) => void }

/** The legacy block's image generation (DALL·E 2): the prompt, a size, and the variable that gets the image's URL. */
export function LegacyCreateImageFields({ options, set }: LegacyCreateImageFieldsProps) {
  const mapping = options?.responseMapping?.[0]
  return (
    <>
      <TextField label="Prompt" multiline rows={3} value={options?.prompt} onChange={(prompt) => set({ prompt })} placeholder="A watercolor of {{City}}" withVariables />
      <SelectField
        label="Size"
        value={options?.advancedOptions?.size ?? ''}
        options={[{ value: '', label: 'Model default (1024x1024)' }, ...legacyOpenAiImageSizes.map((size) => ({ value: size, label: size }))]}
        onChange={(size) => set({ advancedOptions: size ? { ...options?.advancedOptions, size } : undefined })}
      />
      <VariableField
        label="Save the image URL in"
        value={mapping?.variableId}
        onChange={(variableId) => set({ responseMapping: variableId ? [{ id: mapping?.id ?? createId(), valueToExtract: 'Image URL', variableId }] : undefined })}
        placeholder="Select a variable"
        hint="The image is kept with the chat’s files; show it with an image bubble whose URL is that {{variable}}."
      />
    </>
  )
}
