import { useId } from 'react'
import type { Invitation, MemberEmail } from '@/shared/workspace'
import { CopyButton } from '@/app/share/CopyButton'
import { Button } from '@/app/ui/Button'
import { Dialog, DialogActions } from '@/app/ui/Dialog'
import { Input } from '@/app/ui/Input'

/** A link just made for a pending member, with whether the service emailed it. */
export type ShownInvitation = {
  email: string
  invitation: Invitation
  delivery: MemberEmail
  /** Where focus goes back to on close: the control that asked, which was disabled while it waited. */
  opener: HTMLElement | null
}

const deliveryNotes: Record<MemberEmail, (email: string) => string> = {
  SENT: (email) => `We emailed this link to ${email} as well.`,
  NOT_CONFIGURED: (email) => `This service sends no email (no SMTP account is set up): send the link to ${email} yourself.`,
  FAILED: (email) => `The email to ${email} could not be sent: send them the link yourself.`,
}

/**
 * Shows a sign-in link once, right after it was made (inviting, re-sending): the service keeps no
 * copy it could show again. Focus starts on Copy, the next thing an admin does.
 */
export function InvitationLinkDialog({ shown, onClose }: { shown: ShownInvitation | null; onClose: () => void }) {
  const linkId = useId()
  if (!shown) return null
  const { email, invitation, delivery, opener } = shown
  const close = () => {
    onClose()
    // After the dialog's own focus return (to wherever focus was when it opened) has run.
    requestAnimationFrame(() => opener?.focus())
  }
  const until = new Date(invitation.expiresAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <Dialog
      open
      onClose={close}
      title={`Invitation link for ${email}`}
      description={`It signs them in and opens this workspace. It works once, until ${until}, and is shown only now.`}
    >
      <label htmlFor={linkId} className="block text-sm font-medium text-zinc-800 dark:text-zinc-200">
        Invitation link
      </label>
      <div className="mt-1.5 flex gap-2">
        <Input id={linkId} readOnly value={invitation.url} className="font-mono text-xs" onFocus={(event) => event.currentTarget.select()} />
        <CopyButton text={invitation.url} what="invitation link" autoFocus />
      </div>
      <p className="mt-3 text-sm text-zinc-600 dark:text-zinc-400">{deliveryNotes[delivery](email)}</p>
      <DialogActions>
        <Button variant="primary" onClick={close}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  )
}
