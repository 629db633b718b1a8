import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'

/** GET /v1/billing/invoices: a workspace's invoices, as its billing provider lists them. */
export const useInvoicesQuery = (workspaceId: string) =>
  useQuery(orpc.billing.invoices.queryOptions({ input: { workspaceId }, select: (data) => data.invoices }))
