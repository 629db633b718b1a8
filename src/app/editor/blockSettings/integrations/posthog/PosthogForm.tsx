import { posthogActions, posthogDefaultHost, posthogFlagResponseItems, type PosthogBlock, type PosthogOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { RowsEditor } from '../../fields/RowsEditor'
import { Section } from '../../fields/Section'
import { TemplatedInput } from '../../fields/TemplatedInput'
import { TextField } from '../../fields/TextField'
import { SavedValues } from '../plugin/SavedValues'
import { ActionField } from '../serviceBlocks/ActionField'
import { PairsEditor } from '../serviceBlocks/PairsEditor'
import { ServiceAccountPicker } from '../serviceBlocks/ServiceAccountPicker'

type Group = NonNullable<PosthogOptions['groups']>[number]

/** PostHog: the project's key and host, the action, and the event's ids and properties (or the flag read and where its payload goes). */
export function PosthogForm({ block, onChange }: BlockFormProps<PosthogBlock>) {
  const options = block.options
  const set = (patch: Partial<PosthogOptions>) => onChange(withOptions(block, patch))
  const action = options?.action
  const text = (key: 'distinctId' | 'event' | 'groupType' | 'groupKey' | 'userId' | 'flagKey', label: string, placeholder: string) => (
    <TextField label={label} value={options?.[key]} onChange={(value) => set({ [key]: value })} placeholder={placeholder} withVariables />
  )
  const checkbox = (key: 'isAnonymous' | 'anonymous' | 'multivariate', label: string) => (
    <label className="flex items-center gap-2 text-sm text-zinc-800 dark:text-zinc-200">
      <input type="checkbox" className="size-4 accent-indigo-600" checked={Boolean(options?.[key])} onChange={(event) => set({ [key]: event.target.checked || undefined })} /> {label}
    </label>
  )
  const properties = (title: string) => (
    <Section title={title}>
      <PairsEditor itemLabel="property" keyPrefix={`${block.id}-property`} value={options?.properties} onChange={(next) => set({ properties: next })} emptyText="No property." />
    </Section>
  )
  return (
    <>
      <ServiceAccountPicker
        type="posthog"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        hint="The PostHog project the events go to. Without one, the block logs an error and the chat goes on."
        fields={[
          { name: 'apiKey', label: 'Project API key', type: 'password', placeholder: 'phc_…' },
          { name: 'baseUrl', label: 'Host', type: 'url', optional: true, placeholder: posthogDefaultHost, hint: 'EU Cloud: https://eu.i.posthog.com; or your own instance.' },
        ]}
      />
      <ActionField block={block} actions={[posthogActions.capture, posthogActions.identifyGroup, posthogActions.identify, posthogActions.pageView, posthogActions.getFlag]} value={action} onChange={(next) => set({ action: next })} />
      {action === posthogActions.capture && (
        <>
          {text('event', 'Event', 'chat completed')}
          {checkbox('isAnonymous', 'Anonymous event (no person profile)')}
          {!options?.isAnonymous && text('distinctId', 'Distinct ID', '{{User ID}}')}
          {properties('Properties')}
          {!options?.isAnonymous && (
            <Section title="Person properties" collapsible>
              <PairsEditor itemLabel="person property" keyPrefix={`${block.id}-person`} value={options?.personProperties} onChange={(personProperties) => set({ personProperties })} emptyText="None set on the person." />
            </Section>
          )}
          <Section title="Associated groups" collapsible>
            <RowsEditor<Group>
              rows={options?.groups ?? []}
              onChange={(groups) => set({ groups })}
              keyOf={(_, index) => `${block.id}-group${index}`}
              rowLabel={(index) => `group ${index + 1}`}
              create={() => ({})}
              addLabel="Add a group"
              emptyText="No group."
              renderRow={(group, index, update) => (
                <>
                  <div className="w-2/5 shrink-0">
                    <TemplatedInput aria-label={`Type of group ${index + 1}`} placeholder="company" value={group.type} onChange={(type) => update(merge(group, { type }) ?? {})} />
                  </div>
                  <div className="min-w-0 flex-1">
                    <TemplatedInput aria-label={`Key of group ${index + 1}`} placeholder="{{Company ID}}" value={group.key} onChange={(key) => update(merge(group, { key }) ?? {})} withVariables />
                  </div>
                </>
              )}
            />
          </Section>
        </>
      )}
      {action === posthogActions.identifyGroup && (
        <>
          {text('distinctId', 'Distinct ID', '{{User ID}}')}
          {text('groupType', 'Group type', 'company')}
          {text('groupKey', 'Group key', '{{Company ID}}')}
          {properties('Group properties')}
        </>
      )}
      {action === posthogActions.identify && (
        <>
          {text('userId', 'User ID', '{{User ID}}')}
          {properties('User properties')}
        </>
      )}
      {action === posthogActions.pageView && (
        <>
          {text('userId', 'User ID', '{{User ID}}')}
          {checkbox('anonymous', 'Anonymous user (no person profile)')}
          {properties('Page view properties')}
        </>
      )}
      {action === posthogActions.getFlag && (
        <>
          {text('userId', 'User ID', '{{User ID}}')}
          {text('flagKey', 'Flag key', 'new-onboarding')}
          {checkbox('multivariate', 'Multivariate flag (the matched variant’s payload)')}
          {options?.multivariate && properties('Person properties to match')}
          <Section title="Save the payload">
            <SavedValues value={options?.responseMapping} onChange={(responseMapping) => set({ responseMapping })} choices={posthogFlagResponseItems} idPrefix={block.id} />
          </Section>
        </>
      )}
    </>
  )
}
