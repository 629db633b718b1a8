import { useState } from 'react'
import { useMeQuery } from '@/app/account/api/useMeQuery'
import { PageHeader, Section } from '@/app/ui/PageHeader'
import { Skeleton } from '@/app/ui/Skeleton'
import { AddMemberForm } from './AddMemberForm'
import { InvitationLinkDialog, type ShownInvitation } from './invitations/InvitationLinkDialog'
import { useMembersQuery } from './api/useMembersQuery'
import { MemberRow } from './MemberRow'
import { useCurrentWorkspace } from './useCurrentWorkspace'

/**
 * `/w/:workspaceId/members`: who is in the workspace and who has not come in yet; admins invite,
 * change roles, remove, and re-send or revoke invitations.
 */
export function MembersPage() {
  const { workspaceId, canManage } = useCurrentWorkspace()
  const members = useMembersQuery(workspaceId)
  const me = useMeQuery()
  const [shownInvitation, setShownInvitation] = useState<ShownInvitation | null>(null)
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader
        title="Members"
        description="Admins manage the workspace and its members. Members create and edit bots and folders. Guests see bots and results and change nothing."
      />
      {canManage && (
        <Section title="Add a member">
          <AddMemberForm workspaceId={workspaceId} onInvited={setShownInvitation} />
        </Section>
      )}
      <section aria-label="Members" className="rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
        {members.isPending ? (
          <div className="space-y-3 p-4">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
          </div>
        ) : (
          <ul className="divide-y divide-zinc-200 dark:divide-zinc-800">
            {members.data?.map((member) => (
              <MemberRow
                key={member.userId}
                workspaceId={workspaceId}
                member={member}
                isYou={member.userId === me.data?.id}
                canManage={canManage}
                onResent={setShownInvitation}
              />
            ))}
          </ul>
        )}
      </section>
      <InvitationLinkDialog shown={shownInvitation} onClose={() => setShownInvitation(null)} />
    </div>
  )
}
