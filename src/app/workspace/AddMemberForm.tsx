import { useState } from 'react'
import type { MemberRole } from '@/shared/workspace'
import { memberRoles } from './memberRoles'
import { Button } from '@/app/ui/Button'
import { Field, Input, Select } from '@/app/ui/Input'
import { toast } from '@/app/ui/toastStore'
import { useAddMember } from './api/useAddMember'
import { roleLabels } from './permissions'

/** Adds someone by email; an account is created for an email the service does not know yet. */
export function AddMemberForm({ workspaceId }: { workspaceId: string }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MemberRole>('MEMBER')
  const addMember = useAddMember()
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        addMember.mutate(
          { workspaceId, email: email.trim(), role },
          {
            onSuccess: ({ member }) => {
              toast.success(`${member.email} was added as ${roleLabels[member.role].toLowerCase()}`)
              setEmail('')
            },
          },
        )
      }}
    >
      <div className="min-w-60 flex-1">
        <Field label="Email">
          {(id) => <Input id={id} type="email" required placeholder="name@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />}
        </Field>
      </div>
      <Field label="Role">
        {(id) => (
          <Select id={id} value={role} onChange={(event) => setRole(event.target.value as MemberRole)}>
            {memberRoles.map((value) => (
              <option key={value} value={value}>
                {roleLabels[value]}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Button type="submit" variant="primary" pending={addMember.isPending}>
        Add member
      </Button>
    </form>
  )
}
