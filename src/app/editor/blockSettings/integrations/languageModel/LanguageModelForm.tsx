import type { LanguageModelBlock, LanguageModelMessage, LanguageModelOptions, OpenAiMessage } from '@/shared/bot/blocks'
import { isAskAssistant, isChatCompletion, isCreateImage, isCreateSpeech, isCreateTranscription, isGenerateVariables, languageModelProviders, languageModelResponseItems, runsLanguageModelAction } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { hintClass } from '@/app/ui/FieldShell'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { CreateApiKeyCredentials } from '../credentials/CreateApiKeyCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'
import { ModelAdvancedSection } from '../openai/ModelAdvancedSection'
import { OpenAiMessagesEditor } from '../openai/OpenAiMessagesEditor'
import { ResponseMappingEditor } from '../openai/ResponseMappingEditor'
import { UnsupportedModelAction } from '../openai/UnsupportedModelAction'
import { AskAssistantFields } from './AskAssistantFields'
import { BaseUrlSection } from './BaseUrlSection'
import { CreateImageFields } from './CreateImageFields'
import { CreateSpeechFields } from './CreateSpeechFields'
import { CreateTranscriptionFields } from './CreateTranscriptionFields'
import { GenerateVariablesFields } from './GenerateVariablesFields'
import { OpenAiActionPicker } from './OpenAiActionPicker'
import { ToolsEditor } from './ToolsEditor'

type Mapping = NonNullable<LanguageModelOptions['responseMapping']>[number]

/**
 * Typebot writes messages without ids; the list editor needs one per message. Ids derived from the
 * block's are stable across renders and unique in the bot; they are stored only once edited.
 */
const withIds = (blockId: string, messages: LanguageModelMessage[] | undefined) =>
  messages?.map((message, index) => ({ ...message, id: message.id ?? `${blockId}-m${index}` })) as OpenAiMessage[] | undefined

/**
 * A language-model block (OpenAI, Anthropic, Mistral…): the account, the model, the messages sent
 * and where the answer goes; the provider's address can be changed, for a model on one's own machine.
 */
export function LanguageModelForm({ block, onChange }: BlockFormProps<LanguageModelBlock>) {
  const provider = languageModelProviders[block.type]
  const options = block.options
  const set = (patch: Partial<LanguageModelOptions>) => onChange(withOptions(block, patch))
  if (!runsLanguageModelAction(block)) {
    return <UnsupportedModelAction block={block} kind="action" name={options?.action} />
  }
  const account = (
    <CredentialsPicker
      type={block.type}
      value={options?.credentialsId}
      onChange={(credentialsId) => set({ credentialsId })}
      placeholder="Select an account"
      hint={`The ${provider.label} API key the request is sent with. Without one, the block logs an error and the chat goes on.`}
      renderCreate={(done) => <CreateApiKeyCredentials type={block.type} provider={provider.label} done={done} />}
    />
  )
  const picker = block.type === 'openai' && <OpenAiActionPicker options={options} set={set} />
  if (!isChatCompletion(block)) {
    return (
      <>
        {picker}
        {account}
        {isCreateSpeech(block) && <CreateSpeechFields options={options} set={set} />}
        {isGenerateVariables(block) && <GenerateVariablesFields blockId={block.id} options={options} set={set} />}
        {isCreateImage(block) && <CreateImageFields options={options} set={set} />}
        {isCreateTranscription(block) && <CreateTranscriptionFields options={options} set={set} />}
        {isAskAssistant(block) && <AskAssistantFields blockId={block.id} options={options} set={set} />}
        <BaseUrlSection baseUrl={options?.baseUrl} onChange={(baseUrl) => set({ baseUrl })} />
      </>
    )
  }
  return (
    <>
      {picker}
      {account}
      <TextField label="Model" value={options?.model} onChange={(model) => set({ model })} placeholder={provider.model} />
      <Section title="Messages">
        <OpenAiMessagesEditor value={withIds(block.id, options?.messages)} onChange={(messages) => set({ messages })} />
      </Section>
      <Section title="Tools" collapsible defaultOpen={Boolean(options?.tools?.length)} summary={options?.tools?.length ? `${options.tools.length} tool${options.tools.length > 1 ? 's' : ''}` : undefined}>
        <ToolsEditor blockId={block.id} value={options?.tools} onChange={(tools) => set({ tools })} />
      </Section>
      <Section title="Save the answer">
        <ResponseMappingEditor<Mapping>
          value={options?.responseMapping}
          onChange={(responseMapping) => set({ responseMapping })}
          choices={languageModelResponseItems}
          partOf={(mapping) => mapping.item ?? 'Message content'}
          withPart={(mapping, item) => ({ ...mapping, item })}
          create={() => ({ id: createId(), item: 'Message content' })}
          keyOf={(mapping, index) => mapping.id ?? `${block.id}-r${index}`}
        />
        <p className={hintClass}>A list variable receiving the message content gets it appended, which builds a dialogue.</p>
      </Section>
      <ModelAdvancedSection
        baseUrl={options?.baseUrl}
        defaultBaseUrl={provider.baseUrl}
        baseUrlHint={
          provider.api === 'openai'
            ? 'Any server that answers like OpenAI does: Ollama, LM Studio or vLLM on your machine, or another provider. Addresses on your own network or computer work only if whoever runs this builder allows them.'
            : 'Only to send the requests through a go-between server that answers like the provider.'
        }
        temperature={options?.temperature}
        onBaseUrlChange={(baseUrl) => set({ baseUrl })}
        onTemperatureChange={(temperature) => set({ temperature })}
      />
    </>
  )
}
