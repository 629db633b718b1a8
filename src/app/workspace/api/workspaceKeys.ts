import { orpc } from '@/app/api/api'

/** Every query key of the workspace feature, so mutations invalidate exactly what they change. */
export const workspaceKeys = {
  list: () => orpc.workspaces.list.queryKey(),
  members: (workspaceId: string) => orpc.workspaces.members.list.queryKey({ input: { workspaceId } }),
  usage: (workspaceId: string) => orpc.billing.usage.queryKey({ input: { workspaceId } }),
}
