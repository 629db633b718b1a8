import { z } from 'zod'
import { blockBaseShape } from '../base'

export const codeBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Code'),
  options: z
    .object({
      name: z.string().optional(),
      content: z.string().optional(),
      isExecutedOnClient: z.boolean().optional(),
      /** Set on imported bots: the preview runs such code in an isolated worker. */
      isUnsafe: z.boolean().optional(),
      /** Run in the embedding page instead of the chat iframe. */
      shouldExecuteInParentContext: z.boolean().optional(),
    })
    .optional(),
})
export type CodeBlock = z.infer<typeof codeBlockSchema>

export const defaultCodeOptions = {
  name: 'Script',
  isExecutedOnClient: true,
  shouldExecuteInParentContext: false,
} as const
