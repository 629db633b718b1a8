import { type DifyAiBlock, difyCreateChatMessageAction, difyDefaultBaseUrl, difyLegacyResponseItems, difyResponseItems, runsPluginAction } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { ApiKeyAccount } from '../plugin/ApiKeyAccount'
import { KeyValueRows } from '../plugin/KeyValueRows'
import { OtherActionNote } from '../plugin/OtherActionNote'
import { SavedValues } from '../plugin/SavedValues'

type Options = NonNullable<DifyAiBlock['options']>

/** Dify: the app's account, the query, the conversation kept in a variable, the app's inputs, and what is saved. */
export function DifyAiForm({ block, onChange }: BlockFormProps<DifyAiBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, [difyCreateChatMessageAction])) return <OtherActionNote block={block} action={options?.action} runs={[difyCreateChatMessageAction]} />
  return (
    <>
      <ApiKeyAccount type="dify-ai" service="Dify" value={options?.credentialsId} onChange={(credentialsId) => set({ credentialsId })} defaultAddress={difyDefaultBaseUrl} addressLabel="API endpoint (self-hosted Dify)" />
      <TextField label="Query" multiline rows={3} value={options?.query} onChange={(query) => set({ query })} placeholder="{{Question}}" withVariables />
      <VariableField
        label="Conversation ID"
        value={options?.conversationVariableId}
        onChange={(conversationVariableId) => set({ conversationVariableId })}
        placeholder="Select a variable"
        hint="Remembers the conversation: empty starts a new one, whose ID is then saved here."
      />
      <Section title="Inputs" collapsible defaultOpen={Boolean(options?.inputs?.length)}>
        <KeyValueRows value={options?.inputs} onChange={(inputs) => set({ inputs })} kind="input" keyPlaceholder="name" emptyText="The app’s variables get no value." idPrefix={`${block.id}-i`} />
      </Section>
      <Section title="Save the response">
        <SavedValues
          value={options?.responseMapping}
          onChange={(responseMapping) => set({ responseMapping })}
          choices={difyResponseItems}
          readItem={(item) => difyLegacyResponseItems[item] ?? item}
          idPrefix={block.id}
        />
      </Section>
      <Section title="Advanced" collapsible>
        <TextField label="User" value={options?.user} onChange={(user) => set({ user })} placeholder="The result’s ID" hint="Who Dify sees asking; each visitor by default." withVariables />
      </Section>
    </>
  )
}
