import { z } from 'zod'
import { graphCoordinatesSchema, idSchema } from '../common'

const eventBase = {
  id: idSchema,
  graphCoordinates: graphCoordinatesSchema,
  outgoingEdgeId: idSchema.optional(),
}

export const startEventSchema = z.object({ ...eventBase, type: z.literal('start') })

export const commandEventSchema = z.object({
  ...eventBase,
  type: z.literal('command'),
  options: z.object({ command: z.string().optional(), resumeAfter: z.boolean().optional() }).optional(),
})

const replyOptionsSchema = z
  .object({
    contentVariableId: idSchema.optional(),
    inputNameVariableId: idSchema.optional(),
    inputTypeVariableId: idSchema.optional(),
  })
  .optional()

export const replyEventSchema = z.object({ ...eventBase, type: z.literal('reply'), options: replyOptionsSchema })
export const invalidReplyEventSchema = z.object({
  ...eventBase,
  type: z.literal('invalidReply'),
  options: replyOptionsSchema,
})

/** Runs server-side once, when a live conversation's flow ends (issue 14, Typebot #2138). */
export const conversationEndEventSchema = z.object({ ...eventBase, type: z.literal('conversationEnd'), options: z.object({}).optional() })

export { defaultAbandonIdleMinutes } from './timerDefaults'
/** Runs server-side once per idle stretch: no visitor message for `idleMinutes` while the chat waits (issue 14). */
export const abandonEventSchema = z.object({
  ...eventBase,
  type: z.literal('abandon'),
  options: z.object({ idleMinutes: z.number().min(0.05).max(60 * 24 * 7).optional() }).optional(),
})

export const eventSchema = z.discriminatedUnion('type', [
  startEventSchema,
  commandEventSchema,
  replyEventSchema,
  invalidReplyEventSchema,
  conversationEndEventSchema,
  abandonEventSchema,
])
export type BotEvent = z.infer<typeof eventSchema>
export type StartEvent = z.infer<typeof startEventSchema>
export const eventTypes = ['start', 'command', 'reply', 'invalidReply', 'conversationEnd', 'abandon'] as const
export type EventType = BotEvent['type']

/** Exactly one start event, always first. */
export const eventsSchema = z
  .array(eventSchema)
  .min(1)
  .refine((events) => events[0]?.type === 'start' && events.filter((e) => e.type === 'start').length === 1, {
    message: 'events must hold exactly one start event, at index 0',
  })
