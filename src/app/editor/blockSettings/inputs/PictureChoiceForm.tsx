import type { PictureChoiceBlock, PictureChoiceItem } from '@/shared/bot/blocks'
import { defaultPictureChoiceOptions } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import type { BlockFormProps } from '../blockFormProps'
import { merge, withOptions } from '../blockUpdate'
import { ListEditor } from '../fields/ListEditor'
import { Section } from '../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../fields/TextField'
import { VariableField } from '../pickers/VariablePicker'
import { PictureChoiceItemCard } from './PictureChoiceItemCard'
import { SaveAnswerField } from './SaveAnswerField'

type Options = NonNullable<PictureChoiceBlock['options']>
type DynamicItems = NonNullable<Options['dynamicItems']>

/** Picture choice: pictures with a title, description and value, or items built from list variables. */
export function PictureChoiceForm({ block, onChange }: BlockFormProps<PictureChoiceBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const setDynamic = (patch: Partial<DynamicItems>) => set({ dynamicItems: merge(options?.dynamicItems, patch) })
  const dynamic = options?.dynamicItems
  const isDynamic = dynamic?.isEnabled ?? defaultPictureChoiceOptions.dynamicItems.isEnabled
  const isMultiple = options?.isMultipleChoice ?? defaultPictureChoiceOptions.isMultipleChoice
  const isSearchable = options?.isSearchable ?? defaultPictureChoiceOptions.isSearchable
  return (
    <>
      <Section title="Pictures">
        <Switch label="Pictures from list variables" checked={isDynamic} onChange={(isEnabled) => setDynamic({ isEnabled })} hint="One picture per URL of the list; titles and descriptions are matched by position." />
        {isDynamic ? (
          <div className="space-y-3 border-l-2 border-zinc-200 pl-3 dark:border-zinc-800">
            <VariableField label="Picture URLs" value={dynamic?.pictureSrcsVariableId} onChange={(pictureSrcsVariableId) => setDynamic({ pictureSrcsVariableId })} />
            <VariableField label="Titles" value={dynamic?.titlesVariableId} onChange={(titlesVariableId) => setDynamic({ titlesVariableId })} />
            <VariableField label="Descriptions" value={dynamic?.descriptionsVariableId} onChange={(descriptionsVariableId) => setDynamic({ descriptionsVariableId })} />
          </div>
        ) : (
          <ListEditor
            items={block.items}
            onChange={(items) => onChange({ ...block, items })}
            itemLabel={(index) => `Picture ${index + 1}`}
            create={(): PictureChoiceItem => ({ id: createId() })}
            addLabel="Add a picture"
            emptyText="No picture yet."
            variant="cards"
            renderItem={(item, index, update, actions) => <PictureChoiceItemCard item={item} name={`Picture ${index + 1}`} onChange={update} actions={actions} />}
          />
        )}
      </Section>
      <Section title="Behaviour">
        <Switch label="Several choices" checked={isMultiple} onChange={(isMultipleChoice) => set({ isMultipleChoice })} />
        {isMultiple && <TextField label="Button label" value={options?.buttonLabel} onChange={(buttonLabel) => set({ buttonLabel })} placeholder={defaultPictureChoiceOptions.buttonLabel} withVariables />}
        <Switch label="Searchable" checked={isSearchable} onChange={(value) => set({ isSearchable: value })} />
        {isSearchable && (
          <TextField label="Search placeholder" value={options?.searchInputPlaceholder} onChange={(searchInputPlaceholder) => set({ searchInputPlaceholder })} placeholder={defaultPictureChoiceOptions.searchInputPlaceholder} withVariables />
        )}
      </Section>
      <SaveAnswerField value={options?.variableId} onChange={(variableId) => set({ variableId })} />
    </>
  )
}
