import { type ElevenLabsBlock, elevenLabsDefaultBaseUrl, elevenLabsModels, elevenLabsTextToSpeechAction, runsPluginAction } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { ApiKeyAccount } from '../plugin/ApiKeyAccount'
import { OtherActionNote } from '../plugin/OtherActionNote'

type Options = NonNullable<ElevenLabsBlock['options']>

/** ElevenLabs: the account, the text read aloud, the voice and model, and the variable that gets the audio's URL. */
export function ElevenLabsForm({ block, onChange }: BlockFormProps<ElevenLabsBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, [elevenLabsTextToSpeechAction])) return <OtherActionNote block={block} action={options?.action} runs={[elevenLabsTextToSpeechAction]} />
  return (
    <>
      <ApiKeyAccount type="elevenlabs" service="ElevenLabs" value={options?.credentialsId} onChange={(credentialsId) => set({ credentialsId })} defaultAddress={elevenLabsDefaultBaseUrl} />
      <TextField label="Text" multiline rows={3} value={options?.text} onChange={(text) => set({ text })} placeholder="Here is your answer: {{Answer}}" withVariables />
      <TextField label="Voice ID" value={options?.voiceId} onChange={(voiceId) => set({ voiceId })} placeholder="21m00Tcm4TlvDq8ikWAM" hint="From the voice’s page in ElevenLabs (“Copy voice ID”)." withVariables />
      <TextField label="Model" value={options?.modelId} onChange={(modelId) => set({ modelId })} placeholder={elevenLabsModels[0]} hint={`For example ${elevenLabsModels.join(', ')}. Empty: ElevenLabs’ default.`} />
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
