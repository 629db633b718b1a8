import { useRef, useState } from 'react'
import type { MemberRole } from '@/shared/workspace'
import { memberRoles } from './memberRoles'
import { Button } from '@/app/ui/Button'
import { Field, Input, Select } from '@/app/ui/Input'
import { toast } from '@/app/ui/toastStore'
import { useAddMember } from './api/useAddMember'
import { roleLabels } from './permissions'
import type { ShownInvitation } from './invitations/InvitationLinkDialog'

/**
 * Adds someone by email. Someone who never signed in (an account is created for a new email) is
 * invited: `onInvited` shows their link. Someone else joins at once and hears of it by email.
 */
export function AddMemberForm({ workspaceId, onInvited }: { workspaceId: string; onInvited: (shown: ShownInvitation) => void }) {
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<MemberRole>('MEMBER')
  const addMember = useAddMember()
  const emailInput = useRef<HTMLInputElement>(null)
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        addMember.mutate(
          { workspaceId, email: email.trim(), role },
          {
            onSuccess: ({ member, invitation, email: delivery }) => {
              setEmail('')
              if (invitation) return onInvited({ email: member.email, invitation, delivery: delivery ?? 'NOT_CONFIGURED', opener: emailInput.current })
              const told = delivery === 'SENT' ? ' We emailed them.' : ''
              toast.success(`${member.email} was added as ${roleLabels[member.role].toLowerCase()}.${told}`)
            },
          },
        )
      }}
    >
      <div className="min-w-60 flex-1">
        <Field label="Email">
          {(id) => <Input ref={emailInput} id={id} type="email" required placeholder="name@example.com" value={email} onChange={(event) => setEmail(event.target.value)} />}
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
