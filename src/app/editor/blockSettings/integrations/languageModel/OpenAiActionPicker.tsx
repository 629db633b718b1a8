import { askAssistantAction, chatCompletionAction, createImageAction, createSpeechAction, createTranscriptionAction, generateVariablesAction, type LanguageModelOptions } from '@/shared/bot/blocks'
import { SelectField } from '../../fields/SelectField'

const actions = [
  { value: chatCompletionAction, label: 'Create chat completion' },
  { value: askAssistantAction, label: 'Ask assistant' },
  { value: generateVariablesAction, label: 'Generate variables' },
  { value: createImageAction, label: 'Create image' },
  { value: createSpeechAction, label: 'Create speech' },
  { value: createTranscriptionAction, label: 'Create transcription' },
] as const

type OpenAiActionPickerProps = { options: LanguageModelOptions | undefined; set: (patch: Partial<LanguageModelOptions>) => void }

/**
 * What the OpenAI block does. Switching clears the model, which belongs to one endpoint (a chat
 * model cannot draw); every other option is kept, so switching back loses nothing.
 */
export function OpenAiActionPicker({ options, set }: OpenAiActionPickerProps) {
  const current = actions.find((action) => action.value.toLowerCase() === (options?.action ?? chatCompletionAction).toLowerCase())?.value ?? chatCompletionAction
  return <SelectField label="Action" value={current} options={actions} onChange={(action) => set({ action, model: undefined })} />
}
