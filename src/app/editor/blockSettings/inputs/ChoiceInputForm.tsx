import type { ReactNode } from 'react'
import type { ChoiceInputBlock, ChoiceItem } from '@/shared/bot/blocks'
import { defaultChoiceInputOptions } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { ListEditor } from '../fields/ListEditor'
import { Section } from '../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TemplatedInput } from '../fields/TemplatedInput'
import { TextField } from '../fields/TextField'
import { VariableField } from '../pickers/VariablePicker'
import { DisplayConditionFields } from './DisplayConditionFields'
import { ItemDetails } from './ItemDetails'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<ChoiceInputBlock['options']>

/** Buttons: the choices (text, internal value, display condition) and how they are offered. */
export function ChoiceInputForm({ block, onChange }: BlockFormProps<ChoiceInputBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const isMultiple = options?.isMultipleChoice ?? defaultChoiceInputOptions.isMultipleChoice
  const isSearchable = options?.isSearchable ?? defaultChoiceInputOptions.isSearchable
  return (
    <>
      <Section title="Choices">
        <ListEditor
          items={block.items}
          onChange={(items) => onChange({ ...block, items })}
          itemLabel={(index) => `Choice ${index + 1}`}
          create={(): ChoiceItem => ({ id: createId() })}
          addLabel="Add a choice"
          emptyText="No choice yet."
          renderItem={(item, index, update, actions) => <ChoiceItemRow item={item} name={`Choice ${index + 1}`} onChange={update} actions={actions} />}
        />
        <VariableField
          label="Choices from a list variable"
          value={options?.dynamicVariableId}
          onChange={(dynamicVariableId) => set({ dynamicVariableId })}
          hint="When it holds a value, one button per element replaces the choices above."
        />
      </Section>
      <Section title="Behaviour">
        <Switch label="Several choices" checked={isMultiple} onChange={(isMultipleChoice) => set({ isMultipleChoice })} hint="The visitor may pick several; the answers are saved together, separated by commas, and the flow goes on through the block’s own exit." />
        {isMultiple && <TextField label="Button label" value={options?.buttonLabel} onChange={(buttonLabel) => set({ buttonLabel })} placeholder={defaultChoiceInputOptions.buttonLabel} withVariables />}
        <Switch label="Searchable" checked={isSearchable} onChange={(value) => set({ isSearchable: value })} hint="A search box above the buttons, for long lists." />
        {isSearchable && (
          <>
            <TextField label="Search placeholder" value={options?.searchInputPlaceholder} onChange={(searchInputPlaceholder) => set({ searchInputPlaceholder })} placeholder={defaultChoiceInputOptions.searchInputPlaceholder} withVariables />
            <Switch
              label="Show buttons before searching"
              checked={options?.areInitialSearchButtonsVisible ?? defaultChoiceInputOptions.areInitialSearchButtonsVisible}
              onChange={(areInitialSearchButtonsVisible) => set({ areInitialSearchButtonsVisible })}
            />
          </>
        )}
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}

function ChoiceItemRow({ item, name, onChange, actions }: { item: ChoiceItem; name: string; onChange: (item: ChoiceItem) => void; actions: ReactNode }) {
  const set = (patch: Partial<ChoiceItem>) => onChange(merge(item, patch)!)
  return (
    <ItemDetails
      name={name}
      actions={actions}
      hasDetails={item.value !== undefined || !!item.displayCondition?.isEnabled}
      summary={<TemplatedInput aria-label={name} placeholder="Click to edit" value={item.content} onChange={(content) => set({ content })} withVariables />}
    >
      <TextField label="Internal value" value={item.value} onChange={(value) => set({ value })} placeholder={item.content || 'Same as the text'} hint="Saved instead of the text when set." />
      <DisplayConditionFields name={name} value={item.displayCondition} onChange={(displayCondition) => set({ displayCondition })} />
    </ItemDetails>
  )
}
