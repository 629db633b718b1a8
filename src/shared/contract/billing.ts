import { z } from 'zod'
import { idSchema } from '../common'
import { invoiceSchema, usageSchema } from '../billing'
import { base } from './base'

const tags = ['Billing']
const workspaceQuery = z.object({
  workspaceId: idSchema.optional().describe('Absent: your first workspace'),
})

export const billingContract = {
  invoices: base
    .route({ method: 'GET', path: '/v1/billing/invoices', summary: "List a workspace's invoices", tags })
    .input(workspaceQuery)
    .output(z.object({ invoices: z.array(invoiceSchema) })),
  usage: base
    .route({
      method: 'GET',
      path: '/v1/billing/usage',
      summary: 'Chats used this month',
      description:
        'Counts the chats (results) created since the first day of the month (UTC); `resetsAt` is the next first day. ' +
        '`chatsLimit` is the plan\'s monthly quota, absent when the plan has none (new chats are refused once it is reached).',
      tags,
    })
    .input(workspaceQuery)
    .output(usageSchema),
}
