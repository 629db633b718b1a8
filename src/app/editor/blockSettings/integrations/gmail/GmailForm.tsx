import { gmailResponseItems, gmailSendEmailAction, type GmailBlock, type GmailOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { ResponseMappingEditor } from '../openai/ResponseMappingEditor'
import { ActionField } from '../serviceBlocks/ActionField'
import { ServiceAccountPicker } from '../serviceBlocks/ServiceAccountPicker'

type Mapping = NonNullable<GmailOptions['responseMapping']>[number]

/** Gmail: the Google account, the email, and where the sent message's ids go. */
export function GmailForm({ block, onChange }: BlockFormProps<GmailBlock>) {
  const options = block.options
  const set = (patch: Partial<GmailOptions>) => onChange(withOptions(block, patch))
  const text = (key: 'to' | 'subject' | 'from' | 'threadId' | 'replyTo' | 'label', label: string, placeholder: string, hint?: string) => (
    <TextField label={label} value={options?.[key]} onChange={(value) => set({ [key]: value })} placeholder={placeholder} hint={hint} withVariables />
  )
  return (
    <>
      <ServiceAccountPicker
        type="gmail"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        hint="The Google account the email is sent from. Without one, the block logs an error and the chat goes on."
        fields={[
          { name: 'clientId', label: 'OAuth client ID', placeholder: '….apps.googleusercontent.com', hint: 'A Google Cloud OAuth client allowed the gmail.send scope (and userinfo, for the sender’s name).' },
          { name: 'clientSecret', label: 'Client secret', type: 'password' },
          { name: 'refreshToken', label: 'Refresh token', type: 'password', hint: 'Granted to that client by the account, e.g. through Google’s OAuth Playground.' },
        ]}
      />
      <ActionField block={block} actions={[gmailSendEmailAction]} value={options?.action} onChange={(action) => set({ action })} />
      {(options?.action ?? gmailSendEmailAction) === gmailSendEmailAction && (
        <>
          {text('to', 'To', '{{Email}}', 'Several addresses: separate them with commas.')}
          {text('subject', 'Subject', 'Your booking')}
          <TextField label="Body" value={options?.body} onChange={(body) => set({ body })} placeholder="Hello {{Name}}," multiline withVariables />
          <VariableField
            label="Attachments"
            value={options?.attachments}
            onChange={(attachments) => set({ attachments })}
            placeholder="Select a variable"
            hint="A variable holding the URL of a file, or a list of them (Gmail takes 25 MB in all)."
          />
          <Section title="Advanced" collapsible>
            {text('from', 'From', 'John Doe <john.doe@gmail.com>', 'A name alone keeps the account’s address; empty, the account’s name and address.')}
            {text('threadId', 'Thread ID', 'Optional', 'Sends the email as a reply within that thread.')}
            {!options?.threadId && text('replyTo', 'Reply to', 'support@example.com')}
            {text('label', 'Label ID', 'Label_123', 'A label of the account, put on the sent message.')}
          </Section>
          <Section title="Save the response">
            <ResponseMappingEditor<Mapping>
              value={options?.responseMapping}
              onChange={(responseMapping) => set({ responseMapping })}
              choices={gmailResponseItems}
              partOf={(mapping) => mapping.item ?? 'Message ID'}
              withPart={(mapping, item) => ({ ...mapping, item })}
              create={() => ({ item: 'Message ID' })}
              keyOf={(mapping, index) => mapping.id ?? `${block.id}-r${index}`}
            />
          </Section>
        </>
      )}
    </>
  )
}
