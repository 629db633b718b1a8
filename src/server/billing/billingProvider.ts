import type { Invoice } from '../../shared/billing'

/** Where invoices come from: a hosted deployment plugs its payment provider in here. */
export type BillingProvider = {
  listInvoices: (workspaceId: string) => Promise<Invoice[]>
}

/** A local service bills nobody: the list is honestly empty. */
export const localBillingProvider: BillingProvider = {
  listInvoices: async () => [],
}
