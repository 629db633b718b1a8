import { chatwootTasks, defaultChatwootBaseUrl, type ChatwootBlock } from '@/shared/bot/blocks'
import type { BlockFormProps } from '../../blockFormProps'
import { merge, withOptions } from '../../blockUpdate'
import { Section } from '../../fields/Section'
import { optionsOf, SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { PageScriptNote } from './PageScriptNote'

type Options = NonNullable<ChatwootBlock['options']>
type User = NonNullable<Options['user']>

const userFields: { key: keyof User; label: string; placeholder: string }[] = [
  { key: 'id', label: 'ID', placeholder: '{{User ID}}' },
  { key: 'email', label: 'Email', placeholder: '{{Email}}' },
  { key: 'name', label: 'Name', placeholder: '{{Name}}' },
  { key: 'avatarUrl', label: 'Avatar URL', placeholder: 'https://…' },
  { key: 'phoneNumber', label: 'Phone number', placeholder: '{{Phone}}' },
]

/** Chatwoot: open the live-chat widget of an inbox with the visitor's details, or close it. */
export function ChatwootForm({ block, onChange }: BlockFormProps<ChatwootBlock>) {
  const options = block.options
  const set = (patch: Partial<Options>) => onChange(withOptions(block, patch))
  const task = options?.task ?? 'Show widget'
  return (
    <>
      <SelectField label="Task" value={task} options={optionsOf(chatwootTasks)} onChange={(next) => set({ task: next === 'Show widget' ? undefined : next })} />
      {task === 'Show widget' && (
        <>
          <TextField label="Chatwoot address" value={options?.baseUrl} onChange={(baseUrl) => set({ baseUrl })} placeholder={defaultChatwootBaseUrl} hint="Your own address if you host Chatwoot." withVariables />
          <TextField label="Website token" value={options?.websiteToken} onChange={(websiteToken) => set({ websiteToken })} placeholder="xsLPuSDK8jvuABCDEFGH" hint="From the website inbox’s settings in Chatwoot." withVariables />
          <Section title="Visitor" collapsible defaultOpen={Boolean(options?.user)}>
            {userFields.map(({ key, label, placeholder }) => (
              <TextField key={key} label={label} value={options?.user?.[key]} onChange={(value) => set({ user: merge(options?.user, { [key]: value }) })} placeholder={placeholder} withVariables />
            ))}
          </Section>
        </>
      )}
      <PageScriptNote script="Chatwoot’s widget" />
    </>
  )
}
