import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import type { CredentialsType } from '@/shared/credentials'

/** GET /v1/workspaces/{id}/credentials?type: the stored credentials of one kind (names only, never secrets). */
export const useCredentialsQuery = (workspaceId: string, type: CredentialsType) =>
  useQuery(
    orpc.credentials.list.queryOptions({
      input: { workspaceId, type },
      select: (data) => data.credentials,
      // Guests may not list credentials: the picker then shows the id it has, without a toast.
      meta: { errorToast: false },
    }),
  )
