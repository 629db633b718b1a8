import type { OpenAiBlock } from '@/shared/bot/blocks'
import { defaultOpenAiOptions, isOpenAiChatCompletion } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { hintClass } from '@/app/ui/FieldShell'
import { NumberOrVariableField } from '../../fields/NumberFields'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { UnknownBlockView } from '../../UnknownBlockView'
import { CreateApiKeyCredentials } from '../credentials/CreateApiKeyCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'
import { OpenAiMappingEditor } from './OpenAiMappingEditor'
import { OpenAiMessagesEditor } from './OpenAiMessagesEditor'

type Options = NonNullable<OpenAiBlock['options']>

/** OpenAI: the account, the model and its address, the messages sent, and where the answer goes. */
export function OpenAiForm({ block, onChange }: BlockFormProps<OpenAiBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!isOpenAiChatCompletion(block)) {
    return (
      <>
        <p className="text-xs text-amber-700 dark:text-amber-400">The task “{options?.task}” is not supported: only chat completions run. The block is kept as it is and skipped.</p>
        <UnknownBlockView block={block} />
      </>
    )
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
      <Section title="Advanced" collapsible>
        <TextField
          label="Base URL"
          type="url"
          value={options?.baseUrl}
          onChange={(baseUrl) => set({ baseUrl })}
          placeholder={defaultOpenAiOptions.baseUrl}
          hint="For a compatible service (a local model, another provider)."
        />
        <NumberOrVariableField
          label="Temperature"
          value={options?.advancedSettings?.temperature}
          onChange={(temperature) => set({ advancedSettings: merge(options?.advancedSettings, { temperature }) })}
          placeholder="Model default"
          hint="0 gives steady answers, higher values more varied ones; a {{variable}} is allowed."
        />
      </Section>
    </>
  )
}
