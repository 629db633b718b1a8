import { segmentActions, segmentCallOf, segmentDefaultBaseUrl, type SegmentBlock, type SegmentOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { ActionField } from '../serviceBlocks/ActionField'
import { PairsEditor } from '../serviceBlocks/PairsEditor'
import { ServiceAccountPicker } from '../serviceBlocks/ServiceAccountPicker'

/** Typebot's current names of the actions (older exports' names run too, and show as chosen). */
const actionNames = [segmentActions.identify[0], segmentActions.track[0], segmentActions.page[0], segmentActions.alias[0]]

/** Segment: the source's write key, the call, and what it sends. */
export function SegmentForm({ block, onChange }: BlockFormProps<SegmentBlock>) {
  const options = block.options
  const set = (patch: Partial<SegmentOptions>) => onChange(withOptions(block, patch))
  const call = segmentCallOf(options?.action)
  // An older name of a known call shows as that call.
  const shown = call ? segmentActions[call][0] : options?.action
  const field = (key: 'userId' | 'email' | 'eventName' | 'name' | 'category' | 'previousId', label: string, placeholder: string) => (
    <TextField label={label} value={options?.[key]} onChange={(value) => set({ [key]: value })} placeholder={placeholder} withVariables />
  )
  return (
    <>
      <ServiceAccountPicker
        type="segment"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        hint="The write key of the Segment source. Without one, the block logs an error and the chat goes on."
        fields={[
          { name: 'apiKey', label: 'Write key', type: 'password', placeholder: 'In the source’s settings' },
          { name: 'baseUrl', label: 'API address', type: 'url', optional: true, placeholder: segmentDefaultBaseUrl, hint: 'For the EU region: https://events.eu1.segmentapis.com' },
        ]}
      />
      <ActionField block={block} actions={actionNames} value={shown} onChange={(action) => set({ action })} />
      {call && (
        <>
          {field('userId', call === 'alias' ? 'New user ID' : 'User ID', '{{User ID}}')}
          {call === 'identify' && field('email', 'Email', '{{Email}}')}
          {call === 'track' && field('eventName', 'Event name', 'Signed up')}
          {call === 'page' && (
            <>
              {field('name', 'Name', 'Support bot')}
              {field('category', 'Category', 'Optional')}
            </>
          )}
          {call === 'alias' && field('previousId', 'Previous ID', '{{Anonymous ID}}')}
          {call === 'identify' && (
            <Section title="Traits">
              <PairsEditor itemLabel="trait" keyPrefix={`${block.id}-trait`} value={options?.traits} onChange={(traits) => set({ traits })} emptyText="Only the email is sent as a trait." />
            </Section>
          )}
          {(call === 'track' || call === 'page') && (
            <Section title="Properties">
              <PairsEditor itemLabel="property" keyPrefix={`${block.id}-property`} value={options?.properties} onChange={(properties) => set({ properties })} emptyText="No property." />
            </Section>
          )}
        </>
      )}
    </>
  )
}
