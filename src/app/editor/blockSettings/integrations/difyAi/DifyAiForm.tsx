import {
  type DifyAiBlock, difyActions, difyCreateChatMessageAction, difyDefaultBaseUrl, difyKnowledgeResponseItems, difyLegacyResponseItems, difyQueryKnowledgeBaseAction, difyResponseItems,
  runsPluginAction,
} from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { ApiKeyAccount } from '../plugin/ApiKeyAccount'
import { KeyValueRows } from '../plugin/KeyValueRows'
import { OtherActionNote } from '../plugin/OtherActionNote'
import { SavedValues } from '../plugin/SavedValues'

type Options = NonNullable<DifyAiBlock['options']>

/**
 * Dify: the account, then the action. Create Chat Message (the default): the query, the
 * conversation kept in a variable, the app's inputs, and what is saved. Query Knowledge Base: the
 * dataset, the query, and the variable the retrieved chunks go to.
 */
export function DifyAiForm({ block, onChange }: BlockFormProps<DifyAiBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, difyActions)) return <OtherActionNote block={block} action={options?.action} runs={difyActions} />
  const isKnowledgeQuery = options?.action === difyQueryKnowledgeBaseAction
  return (
    <>
      <ApiKeyAccount
        type="dify-ai"
        service="Dify"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        defaultAddress={difyDefaultBaseUrl}
        addressLabel="API endpoint (self-hosted Dify)"
        secondKey={{ name: 'knowledgeApiKey', label: 'Knowledge API key (optional)', placeholder: 'dataset-…', hint: 'For Query Knowledge Base; without it, the API key is used.' }}
      />
      <SelectField label="Action" value={options?.action ?? difyCreateChatMessageAction} options={difyActions.map((action) => ({ value: action, label: action }))} onChange={(action) => set({ action })} />
      {isKnowledgeQuery ? (
        <>
          <TextField label="Knowledge base ID" value={options?.datasetId} onChange={(datasetId) => set({ datasetId })} placeholder="The dataset’s ID, from its API page" withVariables />
          <TextField label="Query" multiline rows={3} value={options?.query} onChange={(query) => set({ query })} placeholder="{{Question}}" withVariables />
          <Section title="Save the response">
            <SavedValues value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} choices={difyKnowledgeResponseItems} idPrefix={block.id} />
          </Section>
        </>
      ) : (
        <>
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
      )}
    </>
  )
}
