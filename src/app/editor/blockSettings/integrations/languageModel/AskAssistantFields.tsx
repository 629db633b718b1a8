import { assistantResponseItems, type LanguageModelOptions } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { ResponseMappingEditor } from '../openai/ResponseMappingEditor'
import { AssistantFunctionsEditor } from './AssistantFunctionsEditor'

type Mapping = NonNullable<LanguageModelOptions['responseMapping']>[number]
type AskAssistantFieldsProps = { blockId: string; options: LanguageModelOptions | undefined; set: (patch: Partial<LanguageModelOptions>) => void }

/** OpenAI's Assistants: which assistant, the message, the thread that keeps the conversation, its functions and the answer. */
export function AskAssistantFields({ blockId, options, set }: AskAssistantFieldsProps) {
  return (
    <>
      <TextField label="Assistant ID" value={options?.assistantId} onChange={(assistantId) => set({ assistantId })} placeholder="asst_…" hint="Shown under the assistant’s name on OpenAI’s platform." />
      <TextField label="Message" multiline rows={3} value={options?.message} onChange={(message) => set({ message })} placeholder="{{Question}}" withVariables />
      <VariableField
        label="Thread ID"
        value={options?.threadVariableId}
        onChange={(threadVariableId) => set({ threadVariableId })}
        placeholder="Select a variable"
        hint="Remembers the conversation: empty, a new thread is started and its ID saved there."
      />
      <Section title="Functions" collapsible defaultOpen={Boolean(options?.functions?.length)}>
        <AssistantFunctionsEditor blockId={blockId} value={options?.functions} onChange={(functions) => set({ functions })} />
      </Section>
      <Section title="Save the answer">
        <ResponseMappingEditor<Mapping>
          value={options?.responseMapping}
          onChange={(responseMapping) => set({ responseMapping })}
          choices={assistantResponseItems}
          partOf={(mapping) => mapping.item ?? 'Message'}
          withPart={(mapping, item) => ({ ...mapping, item })}
          create={() => ({ id: createId(), item: 'Message' })}
          keyOf={(mapping, index) => mapping.id ?? `${blockId}-r${index}`}
        />
      </Section>
      <TextField
        label="Additional instructions"
        multiline
        rows={2}
        value={options?.additionalInstructions}
        onChange={(additionalInstructions) => set({ additionalInstructions })}
        placeholder="Optional: added to the assistant’s instructions for this run"
        withVariables
      />
    </>
  )
}
