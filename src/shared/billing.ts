import { z } from 'zod'
import { isoDateTimeSchema } from './common'

export const invoiceSchema = z.object({
  id: z.string(),
  url: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** Unix time in seconds, as billing providers report it. */
  date: z.number(),
})
export type Invoice = z.infer<typeof invoiceSchema>

export const usageSchema = z.object({
  totalChatsUsed: z.number(),
  resetsAt: isoDateTimeSchema,
  // Beyond the spec, additive: absent when the plan has no monthly limit.
  chatsLimit: z.number().optional().describe("The plan's chats per month; absent when the plan has no limit"),
})
export type Usage = z.infer<typeof usageSchema>
