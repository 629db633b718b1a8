import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** GET /v1/workspaces: the workspaces the user belongs to, with the user's role in each. */
export const workspacesQueryOptions = () =>
  orpc.workspaces.list.queryOptions({ queryKey: workspaceKeys.list(), select: (data) => data.workspaces })

/** The signed-in user's workspaces, oldest first. */
export const useWorkspacesQuery = () => useQuery(workspacesQueryOptions())
