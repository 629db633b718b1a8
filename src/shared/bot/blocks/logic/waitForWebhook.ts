import { z } from 'zod'
import { blockBaseShape } from '../base'
import { responseVariableMappingSchema } from '../integrations/webhook'

/**
 * Wait for webhook (Typebot's logic `webhook` block): the chat pauses until a service calls this
 * block's address for the visitor's result; the body it posts is mapped into variables (each
 * `bodyPath` an expression over `data`, as the HTTP request block's), and the chat goes on.
 */
export const waitForWebhookBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('webhook'),
  options: z.object({ responseVariableMapping: z.array(responseVariableMappingSchema).optional() }).optional(),
})
export type WaitForWebhookBlock = z.infer<typeof waitForWebhookBlockSchema>

/** Where a service sends the call that resumes the chat (under the API's `/api`). */
export const executeWebhookPath = (botId: string, blockId: string, resultId: string) =>
  `/v1/bots/${encodeURIComponent(botId)}/blocks/${encodeURIComponent(blockId)}/results/${encodeURIComponent(resultId)}/executeWebhook`
