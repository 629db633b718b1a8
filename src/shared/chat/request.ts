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
  // Beyond the spec (issue 14): what the visitor's page knows of their language.
  lang: z.string().max(35).optional().describe("The chat page's `lang` URL parameter: the language to speak, when the bot has it"),
  browserLanguages: z
    .array(z.string().max(35))
    .max(20)
    .optional()
    .describe("The browser's languages, most wanted first (else the Accept-Language header is read)"),
}

export const previewStartFromSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('group'), groupId: z.string() }),
  z.object({ type: z.literal('event'), eventId: z.string() }),
])
