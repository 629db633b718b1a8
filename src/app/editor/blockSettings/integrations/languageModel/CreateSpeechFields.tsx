import { defaultSpeechModel, openAiVoices } from '@/shared/bot/blocks'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

/** Create speech's options: the same names in the `openai` plugin block and the legacy OpenAI block. */
type SpeechOptions = { input?: string; voice?: string; model?: string; saveUrlInVariableId?: string }
type CreateSpeechFieldsProps = { options: SpeechOptions | undefined; set: (patch: Partial<SpeechOptions>) => void }

/** OpenAI's text to speech: the text, the voice and model, and the variable that gets the audio's URL. */
export function CreateSpeechFields({ options, set }: CreateSpeechFieldsProps) {
  return (
    <>
      <TextField label="Text to read" multiline rows={3} value={options?.input} onChange={(input) => set({ input })} placeholder="Here is your answer: {{Answer}}" withVariables />
      <SelectField
        label="Voice"
        value={options?.voice ?? ''}
        options={[{ value: '', label: 'Select a voice' }, ...openAiVoices.map((voice) => ({ value: voice, label: voice }))]}
        onChange={(voice) => set({ voice: voice || undefined })}
      />
      <TextField label="Model" value={options?.model} onChange={(model) => set({ model })} placeholder={defaultSpeechModel} />
      <VariableField
        label="Save the audio URL in"
        value={options?.saveUrlInVariableId}
        onChange={(saveUrlInVariableId) => set({ saveUrlInVariableId })}
        placeholder="Select a variable"
        hint="Play it with an audio bubble whose URL is that {{variable}}."
      />
    </>
  )
}
