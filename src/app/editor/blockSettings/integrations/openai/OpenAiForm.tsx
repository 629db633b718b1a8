import type { OpenAiBlock } from '@/shared/bot/blocks'
import { defaultOpenAiOptions, openAiCreateImageTask, openAiCreateSpeechTask, openAiTasks, runsOpenAiTask } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { hintClass } from '@/app/ui/FieldShell'
import { Section } from '../../fields/Section'
import { optionsOf, SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { CreateApiKeyCredentials } from '../credentials/CreateApiKeyCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'
import { BaseUrlSection } from '../languageModel/BaseUrlSection'
import { CreateSpeechFields } from '../languageModel/CreateSpeechFields'
import { LegacyCreateImageFields } from './LegacyCreateImageFields'
import { ModelAdvancedSection } from './ModelAdvancedSection'
import { OpenAiMappingEditor } from './OpenAiMappingEditor'
import { OpenAiMessagesEditor } from './OpenAiMessagesEditor'
import { UnsupportedModelAction } from './UnsupportedModelAction'

type Options = NonNullable<OpenAiBlock['options']>

/**
 * The legacy OpenAI block: its task, the account, then a chat completion's model, messages and
 * mapping, or the text to read aloud, or the image to draw. Switching task clears the model, which
 * belongs to one endpoint.
 */
export function OpenAiForm({ block, onChange }: BlockFormProps<OpenAiBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsOpenAiTask(block)) {
    return <UnsupportedModelAction block={block} kind="task" name={options?.task} />
  }
  const task = options?.task ?? defaultOpenAiOptions.task
  const head = (
    <>
      <SelectField label="Task" value={task} options={optionsOf(openAiTasks)} onChange={(next) => set({ task: next, model: undefined })} />
      <CredentialsPicker
        type="openai"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        placeholder="Select an account"
        hint="The API key the request is sent with."
        renderCreate={(done) => <CreateApiKeyCredentials type="openai" provider="OpenAI" done={done} />}
      />
    </>
  )
  if (task === openAiCreateSpeechTask || task === openAiCreateImageTask) {
    return (
      <>
        {head}
        {task === openAiCreateSpeechTask ? <CreateSpeechFields options={options} set={set} /> : <LegacyCreateImageFields options={options} set={set} />}
        <BaseUrlSection baseUrl={options?.baseUrl} onChange={(baseUrl) => set({ baseUrl })} />
      </>
    )
  }
  return (
    <>
      {head}
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
