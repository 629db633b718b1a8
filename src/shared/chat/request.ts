import { z } from 'zod'
import { continueMessageSchema, textBubbleContentFormatSchema } from './message'

/** Body of startChat (interface-spec; BLOCKS.md §4.2). Every field is optional. */
export const startChatBodyShape = {
  resultId: z.string().max(256).optional().describe('Resume this result (when the bot remembers users)'),
  message: continueMessageSchema
    .optional()
    .describe('Answer to an input that opens the flow (text, audio or command; a bare string is read as text, as Typebot does)'),
  isStreamEnabled: z.boolean().optional().describe('The client streams language-model completions itself'),
  isOnlyRegistering: z.boolean().optional().describe('Only create the session; the first continueChat starts the flow'),
  prefilledVariables: z
    .record(z.string(), z.unknown())
    .optional()
    .describe('Initial values by variable name; unknown names are ignored'),
  textBubbleContentFormat: textBubbleContentFormatSchema.optional(),
}

export const previewStartFromSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('group'), groupId: z.string() }),
  z.object({ type: z.literal('event'), eventId: z.string() }),
])
