import { useEffect } from 'react'
import { Link, Outlet } from 'react-router'
import { SearchX } from 'lucide-react'
import { EmptyState } from '@/app/ui/EmptyState'
import { rememberWorkspace } from './lastWorkspace'
import { useCurrentWorkspace } from './useCurrentWorkspace'
import { useWorkspacesQuery } from './api/useWorkspacesQuery'

/** `/w/:workspaceId/*`: remembers the workspace for next time, or says it is not one of the user's. */
export function WorkspaceGate() {
  const { workspaceId, workspace } = useCurrentWorkspace()
  const { isSuccess } = useWorkspacesQuery()
  useEffect(() => {
    if (workspace) rememberWorkspace(workspace.id)
  }, [workspace])

  if (isSuccess && !workspace) {
    return (
      <EmptyState icon={<SearchX aria-hidden className="size-6" />} title="Workspace not found">
        <p>
          No workspace of yours has the id “{workspaceId}”. It may have been deleted, or you are no longer a member.{' '}
          <Link to="/" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            Open your workspaces
          </Link>
        </p>
      </EmptyState>
    )
  }
  return <Outlet />
}
