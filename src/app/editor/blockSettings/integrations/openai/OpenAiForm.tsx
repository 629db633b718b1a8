import type { OpenAiBlock } from '@/shared/bot/blocks'
import { defaultOpenAiOptions, isOpenAiChatCompletion } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { hintClass } from '@/app/ui/FieldShell'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { CreateApiKeyCredentials } from '../credentials/CreateApiKeyCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'
import { ModelAdvancedSection } from './ModelAdvancedSection'
import { OpenAiMappingEditor } from './OpenAiMappingEditor'
import { OpenAiMessagesEditor } from './OpenAiMessagesEditor'
import { UnsupportedModelAction } from './UnsupportedModelAction'

type Options = NonNullable<OpenAiBlock['options']>

/** OpenAI: the account, the model and its address, the messages sent, and where the answer goes. */
export function OpenAiForm({ block, onChange }: BlockFormProps<OpenAiBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!isOpenAiChatCompletion(block)) {
    return <UnsupportedModelAction block={block} kind="task" name={options?.task} />
  }
  return (
    <>
      <CredentialsPicker
        type="openai"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        placeholder="Select an account"
        hint="The API key the request is sent with."
        renderCreate={(done) => <CreateApiKeyCredentials type="openai" provider="OpenAI" done={done} />}
      />
      <TextField label="Model" value={options?.model} onChange={(model) => set({ model })} placeholder={defaultOpenAiOptions.model} />
      <Section title="Messages">
        <OpenAiMessagesEditor value={options?.messages} onChange={(messages) => set({ messages })} />
      </Section>
      <Section title="Save the answer">
        <OpenAiMappingEditor value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} />
        <p className={hintClass}>A list variable receiving the message content gets it appended, which builds a dialogue.</p>
      </Section>
      <ModelAdvancedSection
        baseUrl={options?.baseUrl}
        defaultBaseUrl={defaultOpenAiOptions.baseUrl}
        baseUrlHint="For a compatible service (a local model, another provider)."
        temperature={options?.advancedSettings?.temperature}
        onBaseUrlChange={(baseUrl) => set({ baseUrl })}
        onTemperatureChange={(temperature) => set({ advancedSettings: merge(options?.advancedSettings, { temperature }) })}
      />
    </>
  )
}
