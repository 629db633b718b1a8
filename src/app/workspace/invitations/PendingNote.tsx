import { useState } from 'react'
import type { Member } from '@/shared/workspace'
import { Badge } from '@/app/ui/Badge'
import { RelativeTime } from '@/app/ui/RelativeTime'

/** "Pending" and what became of the member's link: when it stops working, or that it has. */
export function PendingNote({ member }: { member: Member }) {
  // The moment the page showed the row: an expiry passing meanwhile shows at the next refetch.
  const [shownAt] = useState(Date.now)
  const expiresAt = member.invitationExpiresAt
  const link = !expiresAt ? (
    'no sign-in link yet'
  ) : Date.parse(expiresAt) <= shownAt ? (
    'link expired'
  ) : (
    <>
      link expires <RelativeTime date={expiresAt} />
    </>
  )
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-zinc-600 dark:text-zinc-400">
      <Badge tone="warning">Pending</Badge>
      <span>Not signed in yet · {link}</span>
    </span>
  )
}
