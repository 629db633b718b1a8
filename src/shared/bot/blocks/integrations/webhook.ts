import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape } from '../base'

export const httpMethods = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'CONNECT', 'OPTIONS', 'TRACE'] as const

/** A header or query parameter; pairs with an empty key or value are dropped when sent. */
export const keyValueSchema = z.object({
  id: idSchema,
  key: z.string().optional(),
  value: z.string().optional(),
})
export type KeyValue = z.infer<typeof keyValueSchema>

export const responseVariableMappingSchema = z.object({
  id: idSchema,
  variableId: z.string().optional(),
  /** Templated expression over `statusCode` and `data`, e.g. `data.items[0].name`. */
  bodyPath: z.string().optional(),
})

const webhookOptionsSchema = z
    .object({
      webhook: z
        .object({
          method: z.enum(httpMethods).optional(),
          url: z.string().optional(),
          headers: z.array(keyValueSchema).optional(),
          queryParams: z.array(keyValueSchema).optional(),
          /** JSON text with variables. */
          body: z.string().optional(),
        })
        .optional(),
      isCustomBody: z.boolean().optional(),
      isExecutedOnClient: z.boolean().optional(),
      responseVariableMapping: z.array(responseVariableMappingSchema).optional(),
      /** Seconds. */
      timeout: z.number().min(1).max(120).optional(),
      /** Builder "test request" values only; the engine never reads them. */
      variablesForTest: z
        .array(z.object({ id: idSchema, variableId: z.string().optional(), value: z.string().optional() }))
        .optional(),
      /** Stored for round-trips; ignored by the engine. */
      proxyCredentialsId: z.string().optional(),
      /** Older builder switch still found in exports: preserved, never read. */
      isAdvancedConfig: z.boolean().optional(),
    })
    .optional()

/**
 * The HTTP request block, and Typebot's Zapier, Make.com and Pabbly blocks: the same request in
 * the same shape, only named after the service whose webhook URL it calls.
 */
const webhookBlockSchemaOf = <const T extends string>(type: T) => z.object({ ...blockBaseShape, type: z.literal(type), options: webhookOptionsSchema })
export const webhookBlockSchema = webhookBlockSchemaOf('Webhook')
export const automationBlockSchemas = [webhookBlockSchemaOf('Zapier'), webhookBlockSchemaOf('Make.com'), webhookBlockSchemaOf('Pabbly')] as const
export type WebhookBlock = z.infer<typeof webhookBlockSchema> | z.infer<(typeof automationBlockSchemas)[number]>

const webhookTypes: readonly string[] = ['Webhook', 'Zapier', 'Make.com', 'Pabbly']
export const isWebhookBlock = <B extends { type: string }>(block: B): block is Extract<B, WebhookBlock> => webhookTypes.includes(block.type)

export const defaultWebhookOptions = {
  webhook: { method: 'POST' },
  isCustomBody: false,
  isExecutedOnClient: false,
  timeout: 10,
} as const
