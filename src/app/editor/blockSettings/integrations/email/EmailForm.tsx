import type { SendEmailBlock } from '@/shared/bot/blocks'
import { defaultEmailCredentialsId, defaultSendEmailOptions } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { withOptions } from '../../blockUpdate'
import { CodeEditor } from '../../fields/CodeEditor'
import { ListTextField } from '../../fields/ListTextField'
import { Section } from '../../fields/Section'
import { Switch } from '@/app/ui/Switch'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'
import { CreateSmtpCredentials } from '../credentials/CreateSmtpCredentials'
import { CredentialsPicker } from '../credentials/CredentialsPicker'

type Options = NonNullable<SendEmailBlock['options']>

/** Send email: the account it goes through, recipients, subject, body and attachments. */
export function EmailForm({ block, onChange }: BlockFormProps<SendEmailBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const isCustomBody = options?.isCustomBody ?? defaultSendEmailOptions.isCustomBody
  const isBodyCode = options?.isBodyCode ?? defaultSendEmailOptions.isBodyCode
  return (
    <>
      <CredentialsPicker
        type="smtp"
        value={options?.credentialsId}
        onChange={(credentialsId) => set({ credentialsId })}
        builtIn={{ id: defaultEmailCredentialsId, label: 'Default email server' }}
        placeholder="Select an account"
        hint="The default is the SMTP server set up for this service. Emails are sent from the account’s address; the preview does not send them."
        renderCreate={(done) => <CreateSmtpCredentials done={done} />}
      />
      <Section title="Recipients">
        <ListTextField label="To" value={options?.recipients} onChange={(recipients) => set({ recipients })} placeholder="team@example.com, {{Email}}" hint="Separated by commas." withVariables />
        <ListTextField label="Cc" value={options?.cc} onChange={(cc) => set({ cc })} withVariables />
        <ListTextField label="Bcc" value={options?.bcc} onChange={(bcc) => set({ bcc })} withVariables />
        <TextField label="Reply to" type="email" value={options?.replyTo} onChange={(replyTo) => set({ replyTo })} placeholder="{{Email}}" withVariables />
      </Section>
      <Section title="Message">
        <TextField label="Subject" value={options?.subject} onChange={(subject) => set({ subject })} placeholder="New answer from {{Name}}" withVariables />
        <Switch
          label="Write the body"
          checked={isCustomBody}
          onChange={(value) => set({ isCustomBody: value })}
          hint={isCustomBody ? undefined : 'Otherwise the email lists every answer and every variable with a value.'}
        />
        {isCustomBody && (
          <>
            <Switch label="Body is HTML" checked={isBodyCode} onChange={(value) => set({ isBodyCode: value })} hint="Write the email as HTML. Variable values are inserted as they are, so HTML in an answer takes effect." />
            {isBodyCode ? (
              <CodeEditor label="Body" value={options?.body} onChange={(body) => set({ body })} placeholder="<p>Hello {{Name}}</p>" withVariables />
            ) : (
              <TextField label="Body" multiline rows={6} value={options?.body} onChange={(body) => set({ body })} placeholder="Hello {{Name}}," withVariables />
            )}
          </>
        )}
        <VariableField
          label="Attachments"
          value={options?.attachmentsVariableId}
          onChange={(attachmentsVariableId) => set({ attachmentsVariableId })}
          placeholder="No attachment"
          hint="A variable holding a file URL or a list of them, e.g. the answer of a file upload."
        />
      </Section>
    </>
  )
}
