import { z } from 'zod'
import { blockBaseShape } from '../base'

export const chatwootTasks = ['Show widget', 'Close widget'] as const
/** Chatwoot Cloud; a self-hosted Chatwoot sets its own address. */
export const defaultChatwootBaseUrl = 'https://app.chatwoot.com'

/**
 * `Chatwoot`: opens the Chatwoot live-chat widget on the visitor's page (its SDK loaded from
 * `baseUrl` when the step runs), with the visitor's details when given; or closes it.
 */
export const chatwootBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Chatwoot'),
  options: z
    .object({
      task: z.enum(chatwootTasks).optional(),
      baseUrl: z.string().optional(),
      websiteToken: z.string().optional(),
      user: z
        .object({
          id: z.string().optional(),
          email: z.string().optional(),
          name: z.string().optional(),
          avatarUrl: z.string().optional(),
          phoneNumber: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
})
export type ChatwootBlock = z.infer<typeof chatwootBlockSchema>
