import type { LanguageModelOptions } from '@/shared/bot/blocks'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

type CreateTranscriptionFieldsProps = { options: LanguageModelOptions | undefined; set: (patch: Partial<LanguageModelOptions>) => void }

/** OpenAI's speech to text: the audio file's address and the variable that gets its text. */
export function CreateTranscriptionFields({ options, set }: CreateTranscriptionFieldsProps) {
  return (
    <>
      <TextField
        label="Audio URL"
        type="url"
        value={options?.url}
        onChange={(url) => set({ url })}
        placeholder="{{Recording}}"
        hint="Usually the variable of an audio answer or an uploaded file (mp3, m4a, wav, webm…, up to 5 MB), transcribed by Whisper."
        withVariables
      />
      <VariableField
        label="Save the transcription in"
        value={options?.transcriptionVariableId}
        onChange={(transcriptionVariableId) => set({ transcriptionVariableId })}
        placeholder="Select a variable"
      />
    </>
  )
}
