import type { z } from 'zod'
import { abTestBlockSchema } from './abTest'
import { botLinkBlockSchema } from './botLink'
import { codeBlockSchema } from './code'
import { conditionBlockSchema } from './conditionBlock'
import { jumpBlockSchema } from './jump'
import { loopBlockSchema } from './loop'
import { redirectBlockSchema } from './redirect'
import { returnBlockSchema } from './return'
import { setVariableBlockSchema } from './setVariable'
import { waitBlockSchema } from './wait'
import { waitForWebhookBlockSchema } from './waitForWebhook'

export * from './abTest'
export * from './botLink'
export * from './code'
export * from './conditionBlock'
export * from './jump'
export * from './loop'
export * from './redirect'
export * from './return'
export * from './setVariable'
export * from './wait'
export * from './waitForWebhook'

export const logicBlockSchemas = [
  setVariableBlockSchema,
  conditionBlockSchema,
  redirectBlockSchema,
  codeBlockSchema,
  botLinkBlockSchema,
  waitBlockSchema,
  jumpBlockSchema,
  returnBlockSchema,
  abTestBlockSchema,
  waitForWebhookBlockSchema,
  loopBlockSchema,
] as const
export type LogicBlock = z.infer<(typeof logicBlockSchemas)[number]>
