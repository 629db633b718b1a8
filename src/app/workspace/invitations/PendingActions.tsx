import { useRef, useState } from 'react'
import type { Member } from '@/shared/workspace'
import { Button } from '@/app/ui/Button'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { useResendInvitation } from '../api/useResendInvitation'
import { useRevokeInvitation } from '../api/useRevokeInvitation'
import type { ShownInvitation } from './InvitationLinkDialog'

type PendingActionsProps = { workspaceId: string; member: Member; onResent: (shown: ShownInvitation) => void }

/** An admin's actions on a pending member: a new link (the old one dies), or taking the invitation back. */
export function PendingActions({ workspaceId, member, onResent }: PendingActionsProps) {
  const [revoking, setRevoking] = useState(false)
  const resend = useResendInvitation()
  const revoke = useRevokeInvitation()
  const resendButton = useRef<HTMLButtonElement>(null)
  const target = { workspaceId, userId: member.userId }
  return (
    <>
      <Button
        ref={resendButton}
        size="sm"
        aria-label={`Re-send the invitation of ${member.email}`}
        pending={resend.isPending}
        onClick={() =>
          resend.mutate(target, { onSuccess: ({ invitation, email }) => onResent({ email: member.email, invitation, delivery: email, opener: resendButton.current }) })
        }
      >
        Re-send
      </Button>
      <Button size="sm" variant="ghost" aria-label={`Revoke the invitation of ${member.email}`} onClick={() => setRevoking(true)}>
        Revoke
      </Button>
      <ConfirmDialog
        open={revoking}
        onClose={() => setRevoking(false)}
        title={`Revoke the invitation of ${member.email}?`}
        description="Their invitation link stops working and they are taken off this workspace. You can invite them again later."
        confirmLabel="Revoke invitation"
        pending={revoke.isPending}
        onConfirm={() => revoke.mutate(target, { onSuccess: () => setRevoking(false) })}
      />
    </>
  )
}
