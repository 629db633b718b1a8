import { defaultImageModel, type LanguageModelOptions, openAiImageSizes } from '@/shared/bot/blocks'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

type CreateImageFieldsProps = { options: LanguageModelOptions | undefined; set: (patch: Partial<LanguageModelOptions>) => void }

/** OpenAI's image generation: what to draw, the model and size, and the variable that gets the image's URL. */
export function CreateImageFields({ options, set }: CreateImageFieldsProps) {
  return (
    <>
      <TextField label="Prompt" multiline rows={3} value={options?.prompt} onChange={(prompt) => set({ prompt })} placeholder="A watercolor of {{City}} at dawn" withVariables />
      <TextField label="Model" value={options?.model} onChange={(model) => set({ model })} placeholder={defaultImageModel} />
      <SelectField
        label="Size"
        value={options?.size ?? ''}
        options={[{ value: '', label: 'Model default' }, ...openAiImageSizes.map((size) => ({ value: size, label: size }))]}
        onChange={(size) => set({ size: size || undefined })}
        hint="DALL·E 3 draws 1024x1024, 1792x1024 or 1024x1792; DALL·E 2 up to 1024x1024."
      />
      <VariableField
        label="Save the image URL in"
        value={options?.saveUrlInVariableId}
        onChange={(saveUrlInVariableId) => set({ saveUrlInVariableId })}
        placeholder="Select a variable"
        hint="The image is kept with the chat’s files; show it with an image bubble whose URL is that {{variable}}."
      />
    </>
  )
}
