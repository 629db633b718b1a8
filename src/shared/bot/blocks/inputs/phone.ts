import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel } from '../base'
import { retryableInputOptionsShape } from './email'

export const phoneNumberInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('phone number input'),
  options: z
    .object({
      ...retryableInputOptionsShape,
      // ISO 3166-1 alpha-2; an unknown code is ignored when reading rather than refused here.
      defaultCountryCode: z.string().optional(),
    })
    .optional(),
})
export type PhoneNumberInputBlock = z.infer<typeof phoneNumberInputBlockSchema>

export const defaultPhoneNumberInputOptions = {
  labels: { placeholder: 'Enter your phone number…', button: defaultSubmitLabel },
  retryMessageContent: "That phone number doesn't look right. Could you enter it again?",
} as const
