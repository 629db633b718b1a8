import type { ReactNode } from 'react'
import type { OpenAiMessage , openAiMessageRoles } from '@/shared/bot/blocks'
import { defaultOpenAiDialogueStartsBy } from '@/shared/bot/blocks'
import { Select } from '@/app/ui/Input'
import { hintClass } from '@/app/ui/FieldShell'
import { SelectField } from '../../fields/SelectField'
import { TextField } from '../../fields/TextField'
import { VariableField } from '../../pickers/VariablePicker'

type Role = (typeof openAiMessageRoles)[number] | 'Dialogue'
type Standard = Extract<OpenAiMessage, { role: (typeof openAiMessageRoles)[number] }>
type Dialogue = Extract<OpenAiMessage, { role: 'Dialogue' }>

const roleLabels: Record<Role, string> = { system: 'System', user: 'User', assistant: 'Assistant', Dialogue: 'Dialogue (from a list)' }
const isRole = (role: unknown): role is Role => typeof role === 'string' && role in roleLabels
const without = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T

type OpenAiMessageCardProps = { message: OpenAiMessage; name: string; onChange: (message: OpenAiMessage) => void; actions: ReactNode }

/** One message: its role, then its text and name, or the list variable of a dialogue. */
export function OpenAiMessageCard({ message, name, onChange, actions }: OpenAiMessageCardProps) {
  const role = message.role
  // Switching role keeps only what the new role has, so the message stays valid for it.
  const changeRole = (next: Role) =>
    onChange(next === 'Dialogue' ? { id: message.id, role: next } : without({ id: message.id, role: next, content: (message as Standard).content, name: (message as Standard).name }))
  return (
    <div className="space-y-2">
      <div className="flex items-center gap-1.5">
        {isRole(role) ? (
          <Select aria-label={`${name} role`} value={role} onChange={(event) => changeRole(event.target.value as Role)} className="min-w-0 flex-1">
            {Object.entries(roleLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        ) : (
          <p className={`${hintClass} flex-1`}>Role “{String(role ?? 'none')}” is not supported: this message is kept but not sent.</p>
        )}
        {actions}
      </div>
      {role === 'Dialogue' && <DialogueFields message={message as Dialogue} onChange={onChange} />}
      {(role === 'system' || role === 'user' || role === 'assistant') && <StandardFields message={message as Standard} name={name} onChange={onChange} />}
    </div>
  )
}

function StandardFields({ message, name, onChange }: { message: Standard; name: string; onChange: (message: Standard) => void }) {
  return (
    <>
      <TextField label={`${name} content`} multiline rows={3} value={message.content} onChange={(content) => onChange(without({ ...message, content }))} placeholder={message.role === 'system' ? 'You are a helpful assistant.' : '{{Question}}'} withVariables />
      {message.role !== 'system' && <TextField label="Author name" value={message.name} onChange={(author) => onChange(without({ ...message, name: author }))} placeholder="Optional" withVariables />}
    </>
  )
}

function DialogueFields({ message, onChange }: { message: Dialogue; onChange: (message: Dialogue) => void }) {
  return (
    <>
      <VariableField label="Dialogue variable" value={message.dialogueVariableId} onChange={(dialogueVariableId) => onChange(without({ ...message, dialogueVariableId }))} hint="A list: its elements become messages of alternating roles." />
      <SelectField
        label="Starts with"
        value={message.startsBy ?? defaultOpenAiDialogueStartsBy}
        options={[
          { value: 'user', label: 'User' },
          { value: 'assistant', label: 'Assistant' },
        ]}
        onChange={(startsBy) => onChange({ ...message, startsBy })}
      />
    </>
  )
}
