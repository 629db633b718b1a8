import { z } from 'zod'
import { blockBaseShape } from '../base'

export const redirectBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('Redirect'),
  options: z.object({ url: z.string().optional(), isNewTab: z.boolean().optional() }).optional(),
})
export type RedirectBlock = z.infer<typeof redirectBlockSchema>

export const defaultRedirectOptions = { isNewTab: false } as const
