import { useState } from 'react'
import { UserMinus } from 'lucide-react'
import type { Member } from '@/shared/workspace'
import { Badge } from '@/app/ui/Badge'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { IconButton } from '@/app/ui/IconButton'
import { Select } from '@/app/ui/Input'
import { useRemoveMember } from './api/useRemoveMember'
import { useUpdateMemberRole } from './api/useUpdateMemberRole'
import type { MemberRole } from '@/shared/workspace'
import { memberRoles } from './memberRoles'
import { roleLabels } from './permissions'
import type { ShownInvitation } from './invitations/InvitationLinkDialog'
import { PendingActions } from './invitations/PendingActions'
import { PendingNote } from './invitations/PendingNote'

type MemberRowProps = { workspaceId: string; member: Member; isYou: boolean; canManage: boolean; onResent: (shown: ShownInvitation) => void }

/**
 * One member: who, their role, and whether they have come in yet; admins change the role, and
 * remove a member or, while pending, re-send or revoke their invitation.
 */
export function MemberRow({ workspaceId, member, isYou, canManage, onResent }: MemberRowProps) {
  const pending = member.status === 'PENDING'
  const [removing, setRemoving] = useState(false)
  const updateRole = useUpdateMemberRole()
  const removeMember = useRemoveMember()
  return (
    <li className="flex flex-wrap items-center gap-3 px-4 py-3">
      <span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-zinc-100 text-sm font-semibold text-zinc-700 uppercase dark:bg-zinc-800 dark:text-zinc-200">
        {member.email.charAt(0)}
      </span>
      {/* At least 12rem for who they are: on a phone the controls wrap below instead of squeezing it. */}
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium text-zinc-900 dark:text-zinc-100">
          {member.name ?? member.email} {isYou && <Badge>You</Badge>}
        </p>
        {member.name && <p className="truncate text-xs text-zinc-500 dark:text-zinc-400">{member.email}</p>}
        {pending && <PendingNote member={member} />}
      </div>
      {canManage ? (
        <div className="ml-auto flex items-center gap-2">
          <Select
            aria-label={`Role of ${member.email}`}
            value={member.role}
            onChange={(event) => updateRole.mutate({ workspaceId, userId: member.userId, role: event.target.value as MemberRole })}
          >
            {memberRoles.map((role) => (
              <option key={role} value={role}>
                {roleLabels[role]}
              </option>
            ))}
          </Select>
          {pending ? (
            <PendingActions workspaceId={workspaceId} member={member} onResent={onResent} />
          ) : (
            <IconButton label={`Remove ${member.email}`} onClick={() => setRemoving(true)}>
              <UserMinus aria-hidden className="size-4" />
            </IconButton>
          )}
        </div>
      ) : (
        <Badge tone={member.role === 'ADMIN' ? 'accent' : 'neutral'}>{roleLabels[member.role]}</Badge>
      )}
      <ConfirmDialog
        open={removing}
        onClose={() => setRemoving(false)}
        title={`Remove ${member.email}?`}
        description="They lose access to this workspace and its bots at once. You can add them again later."
        confirmLabel="Remove"
        pending={removeMember.isPending}
        onConfirm={() => removeMember.mutate({ workspaceId, userId: member.userId }, { onSuccess: () => setRemoving(false) })}
      />
    </li>
  )
}
