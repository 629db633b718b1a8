import { useParams } from 'react-router'
import { useWorkspacesQuery } from './api/useWorkspacesQuery'
import { canEditContent, canManageWorkspace } from './permissions'

/**
 * The workspace named by the URL (`/w/:workspaceId`) and what the user may do in it. Until the
 * list arrives nothing is allowed, so no action flashes up and disappears for a guest.
 */
export function useCurrentWorkspace() {
  const workspaceId = useParams().workspaceId ?? ''
  const workspaces = useWorkspacesQuery()
  const workspace = workspaces.data?.find((candidate) => candidate.id === workspaceId)
  const role = workspace?.currentUserRole
  return {
    workspaceId,
    workspace,
    isPending: workspaces.isPending,
    canEdit: canEditContent(role),
    canManage: canManageWorkspace(role),
  }
}
