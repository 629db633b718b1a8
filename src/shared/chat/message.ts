import { z } from 'zod'

/** What a visitor sends (BLOCKS.md §4.4). */
export const textMessageSchema = z.object({
  type: z.literal('text'),
  text: z.string().max(100_000),
  metadata: z
    .object({
      replyId: z.string().optional(),
      /** The PaymentIntent the visitor paid, when a Payment input resumes after Stripe's redirect: it must be the session's own. */
      paymentIntentId: z.string().max(255).optional(),
    })
    .optional(),
  attachedFileUrls: z.array(z.string().max(4096)).max(50).optional(),
})
export const audioMessageSchema = z.object({ type: z.literal('audio'), url: z.string().max(4096) })
export const commandMessageSchema = z.object({ type: z.literal('command'), command: z.string().max(1000) })

export const incomingMessageSchema = z.discriminatedUnion('type', [
  textMessageSchema,
  audioMessageSchema,
  commandMessageSchema,
])
export type IncomingMessage = z.infer<typeof incomingMessageSchema>

/** A chat message, or a bare string read as a text message (continueChat, and startChat as Typebot takes it). */
export const continueMessageSchema = z
  .union([incomingMessageSchema, z.string().max(100_000)])
  .transform((message): IncomingMessage => (typeof message === 'string' ? { type: 'text', text: message } : message))

export const textBubbleContentFormatSchema = z.enum(['richText', 'markdown'])
export type TextBubbleContentFormat = z.infer<typeof textBubbleContentFormatSchema>
