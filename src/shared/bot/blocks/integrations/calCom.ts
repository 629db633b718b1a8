import { z } from 'zod'
import { blockBaseShape } from '../base'
import { pluginKeyValueSchema } from './pluginShapes'

export const calComBookEventAction = 'Book event'
export const calComDefaultBaseUrl = 'https://app.cal.com'
export const calComLayouts = ['Month', 'Weekly', 'Columns'] as const

/** A prefilled booking answer: Typebot names its key `questionId`. */
const prefilledAnswerSchema = pluginKeyValueSchema.extend({ questionId: z.string().optional() })

/**
 * `cal-com`: Cal.com's booking embed shown to the visitor in the chat; the chat waits until they
 * book, and the booked date goes to a variable. No credentials: the event link is public.
 */
export const calComBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('cal-com'),
  options: z
    .looseObject({
      action: z.string().optional(),
      baseUrl: z.string().optional(),
      link: z.string().optional(),
      layout: z.string().optional(),
      name: z.string().optional(),
      email: z.string().optional(),
      additionalNotes: z.string().optional(),
      phone: z.string().optional(),
      anyPrefilledInformations: z.array(prefilledAnswerSchema).optional(),
      saveBookedDateInVariableId: z.string().optional(),
    })
    .optional(),
})
export type CalComBlock = z.infer<typeof calComBlockSchema>
