import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel } from '../base'
import { retryableInputOptionsShape } from './email'

export const urlInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('url input'),
  options: z.object(retryableInputOptionsShape).optional(),
})
export type UrlInputBlock = z.infer<typeof urlInputBlockSchema>

export const defaultUrlInputOptions = {
  labels: { placeholder: 'Enter a link…', button: defaultSubmitLabel },
  retryMessageContent: "That link doesn't look right. Could you enter it again?",
} as const
