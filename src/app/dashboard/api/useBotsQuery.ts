import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { dashboardKeys } from './dashboardKeys'

/** GET /v1/bots?workspaceId: every bot of the workspace, whatever its folder. */
export const botsQueryOptions = (workspaceId: string) =>
  orpc.bots.list.queryOptions({ input: { workspaceId }, queryKey: dashboardKeys.bots(workspaceId), select: (data) => data.bots })

/** All bots of a workspace; one list, so moving a bot between folders is one cache change. */
export const useBotsQuery = (workspaceId: string) => useQuery(botsQueryOptions(workspaceId))
