import { type BlinkBlock, type BlinkOptions, type BlinkSection, blinkActions, blinkDefaultBaseUrl, blinkFeedEventResponseItems, blinkUserFields, blinkUserFilterTypes, runsPluginAction } from '@/shared/bot/blocks'
import { createId } from '@/shared/ids'
import { Switch } from '@/app/ui/Switch'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { ListEditor } from '../../fields/ListEditor'
import { ListTextField } from '../../fields/ListTextField'
import { Section } from '../../fields/Section'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { ApiKeyAccount } from '../plugin/ApiKeyAccount'
import { OtherActionNote } from '../plugin/OtherActionNote'
import { SavedValues } from '../plugin/SavedValues'
import { BlinkSectionCard } from './BlinkSectionCard'

type Set = (patch: Partial<BlinkOptions>) => void

/** Blink: the action, the app token, then that action's fields. */
export function BlinkForm({ block, onChange }: BlockFormProps<BlinkBlock>) {
  const options = block.options
  const set: Set = (patch) => onChange(withOptions(block, patch))
  if (!runsPluginAction(block, blinkActions)) return <OtherActionNote block={block} action={options?.action} runs={blinkActions} />
  const action = options?.action ?? ''
  return (
    <>
      <SelectField label="Action" value={action} options={[{ value: '', label: 'Choose an action…' }, ...blinkActions.map((each) => ({ value: each, label: each }))]} onChange={(next) => set({ action: next || undefined })} />
      {action !== 'Redirect' && (
        <ApiKeyAccount type="blink" service="Blink" value={options?.credentialsId} onChange={(credentialsId) => set({ credentialsId })} defaultAddress={blinkDefaultBaseUrl} />
      )}
      {action === 'Send Feed Event' && <FeedEventFields block={block} set={set} />}
      {action === 'Get Users' && <GetUsersFields block={block} set={set} />}
      {action === 'Redirect' && (
        <TextField label="URL" value={options?.url} onChange={(url) => set({ url })} placeholder="https://app.joinblink.com/#/hub/…" hint="Opened in a new tab." withVariables />
      )}
    </>
  )
}

/** Typebot writes sections without ids; the list editor needs one per section, stored once edited. */
const withIds = (blockId: string, sections: BlinkSection[] | undefined) => (sections ?? []).map((section, index) => ({ ...section, id: section.id ?? `${blockId}-s${index}` }))

function FeedEventFields({ block, set }: { block: BlinkBlock; set: Set }) {
  const options = block.options
  return (
    <>
      <Section title="Send to">
        <ListTextField label="User IDs" value={options?.userIds} onChange={(userIds) => set({ userIds })} placeholder="{{User ID}}, 1f0c…" withVariables />
        <ListTextField label="Group IDs" value={options?.groupIds} onChange={(groupIds) => set({ groupIds })} withVariables />
      </Section>
      <Section title="Card">
        <TextField label="Category ID" value={options?.categoryId} onChange={(categoryId) => set({ categoryId })} withVariables />
        <TextField label="Ribbon colour" value={options?.ribbonColor} onChange={(ribbonColor) => set({ ribbonColor })} placeholder="#FF0000" />
        <ListEditor
          items={withIds(block.id, options?.sections)}
          onChange={(sections) => set({ sections: sections.length > 0 ? sections : undefined })}
          itemLabel={(index) => `Section ${index + 1}`}
          create={(): BlinkSection & { id: string } => ({ id: createId(), type: 'Text' })}
          addLabel="Add a section"
          emptyText="No section yet: a card needs at least one."
          variant="cards"
          renderItem={(section, index, update, actions) => <BlinkSectionCard section={section} name={`Section ${index + 1}`} onChange={(next) => update({ ...next, id: section.id })} actions={actions} />}
        />
      </Section>
      <Section title="Options" collapsible>
        <Switch label="Allow comments" checked={options?.allowComments === true} onChange={(allowComments) => set({ allowComments: allowComments || undefined })} />
        <Switch label="Allow reactions" checked={options?.allowReactions === true} onChange={(allowReactions) => set({ allowReactions: allowReactions || undefined })} />
        <TextField label="Push notification title" value={options?.pushNotification?.title} onChange={(title) => set({ pushNotification: merge(options?.pushNotification, { title }) })} withVariables />
        <TextField label="Push notification text" value={options?.pushNotification?.text} onChange={(text) => set({ pushNotification: merge(options?.pushNotification, { text }) })} withVariables />
      </Section>
      <Section title="Save the response">
        <SavedValues value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} choices={blinkFeedEventResponseItems} idPrefix={block.id} />
      </Section>
    </>
  )
}

function GetUsersFields({ block, set }: { block: BlinkBlock; set: Set }) {
  const filter = block.options?.filter
  const byEmployee = filter?.type === 'Employee ID'
  return (
    <>
      <Section title="Find the user">
        <SelectField label="By" value={filter?.type ?? 'User ID'} options={blinkUserFilterTypes.map((type) => ({ value: type, label: type }))} onChange={(type) => set({ filter: { type } })} />
        <TextField
          label={byEmployee ? 'Employee ID' : 'User ID'}
          value={byEmployee ? filter?.employeeId : filter?.userId}
          onChange={(id) => set({ filter: merge(filter, byEmployee ? { type: 'Employee ID', employeeId: id } : { type: 'User ID', userId: id }) })}
          placeholder="{{User ID}}"
          withVariables
        />
      </Section>
      <Section title="Save in variables">
        <SavedValues value={block.options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} choices={Object.keys(blinkUserFields)} idPrefix={block.id} />
      </Section>
    </>
  )
}
