import { orpc } from '@/app/api/api'

/** Every query key of the dashboard: one list of folders and one of bots per workspace. */
export const dashboardKeys = {
  folders: (workspaceId: string) => orpc.folders.list.queryKey({ input: { workspaceId } }),
  bots: (workspaceId: string) => orpc.bots.list.queryKey({ input: { workspaceId } }),
}
