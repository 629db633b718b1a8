import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { workspaceKeys } from './workspaceKeys'

/** GET /v1/billing/usage: chats started this month in a workspace, and when the count resets. */
export const useUsageQuery = (workspaceId: string) =>
  useQuery(orpc.billing.usage.queryOptions({ input: { workspaceId }, queryKey: workspaceKeys.usage(workspaceId) }))
