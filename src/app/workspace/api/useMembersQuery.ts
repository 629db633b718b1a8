import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** GET /v1/workspaces/{id}/members. */
export const membersQueryOptions = (workspaceId: string) =>
  orpc.workspaces.members.list.queryOptions({
    input: { workspaceId },
    queryKey: workspaceKeys.members(workspaceId),
    select: (data) => data.members,
  })

/** The members of a workspace with their roles. */
export const useMembersQuery = (workspaceId: string) => useQuery(membersQueryOptions(workspaceId))
