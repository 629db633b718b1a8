import { InvoicesTable } from '@/app/billing/InvoicesTable'
import { useInvoicesQuery } from '@/app/billing/api/useInvoicesQuery'
import { UsageMeter } from '@/app/billing/UsageMeter'
import { Badge } from '@/app/ui/Badge'
import { PageHeader, Section } from '@/app/ui/PageHeader'
import { Skeleton } from '@/app/ui/Skeleton'
import { useUsageQuery } from './api/useUsageQuery'
import { useCurrentWorkspace } from './useCurrentWorkspace'

/** `/w/:workspaceId/billing`: the plan, this month's chats against its quota, and the invoices. */
export function BillingPage() {
  const { workspaceId, workspace } = useCurrentWorkspace()
  const usage = useUsageQuery(workspaceId)
  const invoices = useInvoicesQuery(workspaceId)
  return (
    <div className="max-w-3xl space-y-6">
      <PageHeader title="Billing and usage" description="The plan of this workspace, the chats it used this month, and its invoices." />
      <Section title="Plan">{workspace ? <Badge tone="accent">{workspace.plan}</Badge> : <Skeleton className="h-6 w-20" />}</Section>
      <Section title="Usage this month" description="Every chat opened on one of this workspace's bots counts, finished or not.">
        {usage.data ? <UsageMeter usage={usage.data} /> : <Skeleton className="h-16 w-full" />}
      </Section>
      <Section title="Invoices">{invoices.data ? <InvoicesTable invoices={invoices.data} /> : <Skeleton className="h-10 w-full" />}</Section>
    </div>
  )
}
