import type { z } from 'zod'
import { cardsBlockSchema } from './cards'
import { choiceInputBlockSchema } from './choice'
import { dateInputBlockSchema } from './date'
import { defaultEmailInputOptions, emailInputBlockSchema } from './email'
import { fileInputBlockSchema } from './file'
import { numberInputBlockSchema } from './number'
import { defaultPaymentInputOptions, paymentInputBlockSchema } from './payment'
import { defaultPhoneNumberInputOptions, phoneNumberInputBlockSchema } from './phone'
import { pictureChoiceBlockSchema } from './pictureChoice'
import { ratingInputBlockSchema } from './rating'
import { textInputBlockSchema } from './text'
import { timeInputBlockSchema } from './time'
import { defaultUrlInputOptions, urlInputBlockSchema } from './url'

export * from './cards'
export * from './choice'
export * from './date'
export * from './email'
export * from './file'
export * from './number'
export * from './payment'
export * from './phone'
export * from './pictureChoice'
export * from './rating'
export * from './text'
export * from './time'
export * from './url'

export const inputBlockSchemas = [
  textInputBlockSchema,
  numberInputBlockSchema,
  emailInputBlockSchema,
  urlInputBlockSchema,
  phoneNumberInputBlockSchema,
  dateInputBlockSchema,
  timeInputBlockSchema,
  choiceInputBlockSchema,
  pictureChoiceBlockSchema,
  ratingInputBlockSchema,
  fileInputBlockSchema,
  cardsBlockSchema,
  paymentInputBlockSchema,
] as const
export type InputBlock = z.infer<(typeof inputBlockSchemas)[number]>

/**
 * Default retry texts, by block type, of the inputs that own one (BLOCKS.md §6.3); every other
 * input answers an invalid reply with `systemMessages.invalidMessage`.
 */
export const defaultRetryMessageContents = {
  'email input': defaultEmailInputOptions.retryMessageContent,
  'url input': defaultUrlInputOptions.retryMessageContent,
  'phone number input': defaultPhoneNumberInputOptions.retryMessageContent,
  'payment input': defaultPaymentInputOptions.retryMessageContent,
} as const
