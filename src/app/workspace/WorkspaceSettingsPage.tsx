import { Link } from 'react-router'
import { Badge } from '@/app/ui/Badge'
import { PageHeader, Section } from '@/app/ui/PageHeader'
import { Skeleton } from '@/app/ui/Skeleton'
import { DeleteWorkspaceSection } from './DeleteWorkspaceSection'
import { useCurrentWorkspace } from './useCurrentWorkspace'
import { WorkspaceGeneralSection } from './WorkspaceGeneralSection'

/** `/w/:workspaceId/settings`: name, icon, plan and deletion of the workspace. */
export function WorkspaceSettingsPage() {
  const { workspace, canManage } = useCurrentWorkspace()
  return (
    <div className="max-w-3xl">
      <PageHeader title="Workspace settings" description="How this workspace is named and shown, and what plan it is on." />
      {workspace ? (
        <div className="space-y-6">
          <WorkspaceGeneralSection key={workspace.id} workspace={workspace} canManage={canManage} />
          <Section title="Plan">
            <div className="flex items-center gap-3 text-sm text-zinc-700 dark:text-zinc-300">
              <Badge tone="accent">{workspace.plan}</Badge>
              <Link to="../billing" relative="path" className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300">
                See usage and billing
              </Link>
            </div>
          </Section>
          {canManage && <DeleteWorkspaceSection workspace={workspace} />}
        </div>
      ) : (
        <Skeleton className="h-40" />
      )}
    </div>
  )
}
