import { zendeskOpenWebWidgetAction, type ZendeskBlock, type ZendeskOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { ActionField } from '../serviceBlocks/ActionField'
import { ServiceAccountPicker } from '../serviceBlocks/ServiceAccountPicker'

/** Zendesk: the widget's key, and the visitor it signs in (with the account's Conversations key). */
export function ZendeskForm({ block, onChange }: BlockFormProps<ZendeskBlock>) {
  const options = block.options
  const set = (patch: Partial<ZendeskOptions>) => onChange(withOptions(block, patch))
  const text = (key: 'webWidgetKey' | 'userId' | 'name' | 'email', label: string, placeholder: string, hint?: string) => (
    <TextField label={label} value={options?.[key]} onChange={(value) => set({ [key]: value })} placeholder={placeholder} hint={hint} withVariables />
  )
  return (
    <>
      <ServiceAccountPicker
        type="zendesk"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        hint="The Conversations API key that signs the visitor in. Without one, the widget opens for an anonymous visitor and the block logs an error."
        fields={[
          { name: 'conversationsKeyId', label: 'Conversations key ID', placeholder: 'app_…', hint: 'Zendesk Admin Center → Account → Security → End user authentication.' },
          { name: 'conversationsSecretKey', label: 'Conversations secret key', type: 'password' },
        ]}
      />
      <ActionField block={block} actions={[zendeskOpenWebWidgetAction]} value={options?.action} onChange={(action) => set({ action })} />
      {(options?.action ?? zendeskOpenWebWidgetAction) === zendeskOpenWebWidgetAction && (
        <>
          {text('webWidgetKey', 'Web Widget key', 'The key in the widget’s installation code', 'The chat page loads Zendesk’s snippet only when this block runs.')}
          <Section title="Signed-in visitor">
            {text('userId', 'User ID', '{{User ID}}', 'Empty: the visitor talks to Zendesk anonymously.')}
            {text('name', 'Name', '{{Name}}')}
            {text('email', 'Email', '{{Email}}', 'Sent as verified: only set an address the bot has checked.')}
          </Section>
        </>
      )}
    </>
  )
}
