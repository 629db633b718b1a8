import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape } from '../base'

/** Options shared by the inputs that answer a failed validation with their own retry text. */
export const retryableInputOptionsShape = {
  ...inputBaseOptionsShape,
  labels: z.object({ placeholder: z.string().optional(), button: z.string().optional() }).optional(),
  /** Templated text sent when the answer is invalid (BLOCKS.md §4.7). */
  retryMessageContent: z.string().optional(),
}

export const emailInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('email input'),
  options: z.object(retryableInputOptionsShape).optional(),
})
export type EmailInputBlock = z.infer<typeof emailInputBlockSchema>

export const defaultEmailInputOptions = {
  labels: { placeholder: 'Enter your email…', button: defaultSubmitLabel },
  retryMessageContent: "That email address doesn't look right. Could you enter it again?",
} as const
