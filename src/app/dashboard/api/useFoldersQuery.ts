import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** GET /v1/folders?workspaceId: every folder of the workspace (the tree is built in the app). */
export const foldersQueryOptions = (workspaceId: string) =>
  orpc.folders.list.queryOptions({ input: { workspaceId }, queryKey: dashboardKeys.folders(workspaceId), select: (data) => data.folders })

/** All folders of a workspace, at every depth. */
export const useFoldersQuery = (workspaceId: string) => useQuery(foldersQueryOptions(workspaceId))
