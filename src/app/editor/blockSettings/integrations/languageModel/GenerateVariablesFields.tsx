import { languageModelProviders, type LanguageModelOptions, type VariableToExtract } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { ListEditor } from '../../fields/ListEditor'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { VariableToExtractCard } from './VariableToExtractCard'

type Entry = VariableToExtract & { id: string }
type GenerateVariablesFieldsProps = { blockId: string; options: LanguageModelOptions | undefined; set: (patch: Partial<LanguageModelOptions>) => void }

/** OpenAI's extraction: the model, the text to read, and the typed variables it fills. */
export function GenerateVariablesFields({ blockId, options, set }: GenerateVariablesFieldsProps) {
  // Typebot writes these without ids; ids derived from the block's keep the list stable until edited.
  const entries: Entry[] = (options?.variablesToExtract ?? []).map((entry, index) => ({ ...entry, id: entry.id ?? `${blockId}-x${index}` }))
  return (
    <>
      <TextField label="Model" value={options?.model} onChange={(model) => set({ model })} placeholder={languageModelProviders.openai.model} />
      <TextField
        label="Prompt"
        multiline
        rows={4}
        value={options?.prompt}
        onChange={(prompt) => set({ prompt })}
        placeholder="Extract the person's name and age from: {{Message}}"
        hint="What the model reads and what it should find; it answers with the variables below."
        withVariables
      />
      <Section title="Variables to fill">
        <ListEditor<Entry>
          items={entries}
          onChange={(variablesToExtract) => set({ variablesToExtract: variablesToExtract.length > 0 ? variablesToExtract : undefined })}
          itemLabel={(index) => `Variable ${index + 1}`}
          create={() => ({ id: createId(), type: 'string' })}
          addLabel="Add a variable"
          emptyText="Add the variables the model should fill."
          variant="cards"
          renderItem={(entry, index, update, actions) => <VariableToExtractCard entry={entry} name={`Variable ${index + 1}`} onChange={(next) => update({ ...next, id: entry.id })} actions={actions} />}
        />
      </Section>
    </>
  )
}
