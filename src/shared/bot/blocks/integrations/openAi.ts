import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape, numberOrVariableSchema } from '../base'

/** The only OpenAI task the engine runs; an absent `task` means the same. */
export const openAiChatCompletionTask = 'Create chat completion'

export const openAiMessageRoles = ['system', 'user', 'assistant'] as const
export const openAiResponseValues = ['Message content', 'Total tokens', 'Prompt tokens', 'Completion tokens'] as const

const standardMessageSchema = z.object({
  id: idSchema,
  role: z.enum(openAiMessageRoles),
  content: z.string().optional(),
  name: z.string().optional(),
})

/** Expands a list variable into messages of alternating roles. */
const dialogueMessageSchema = z.object({
  id: idSchema,
  role: z.literal('Dialogue'),
  dialogueVariableId: z.string().optional(),
  startsBy: z.enum(['user', 'assistant']).optional(),
})

const knownRoles: readonly unknown[] = [...openAiMessageRoles, 'Dialogue']
// Other roles (or none yet) are ignored by the engine but kept, so nothing a user wrote is lost.
const otherMessageSchema = z
  .looseObject({ id: idSchema, role: z.string().optional() })
  .refine((message) => !knownRoles.includes(message.role), { message: 'message does not fit its role' })

export const openAiMessageSchema = z.union([standardMessageSchema, dialogueMessageSchema, otherMessageSchema])
export type OpenAiMessage = z.infer<typeof openAiMessageSchema>

export const openAiResponseMappingSchema = z.object({
  id: idSchema,
  valueToExtract: z.enum(openAiResponseValues).optional(),
  variableId: z.string().optional(),
})

export const openAiBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('OpenAI'),
  // Loose: other tasks (images, speech…) carry their own options; the block is reported as
  // unsupported on import, and its data must survive untouched.
  options: z
    .looseObject({
      task: z.string().optional(),
      credentialsId: z.string().optional(),
      baseUrl: z.string().optional(),
      model: z.string().optional(),
      messages: z.array(openAiMessageSchema).optional(),
      advancedSettings: z.object({ temperature: numberOrVariableSchema.optional() }).optional(),
      responseMapping: z.array(openAiResponseMappingSchema).optional(),
    })
    .optional(),
})
export type OpenAiBlock = z.infer<typeof openAiBlockSchema>

export const defaultOpenAiOptions = {
  task: openAiChatCompletionTask,
  baseUrl: 'https://api.openai.com/v1',
  model: 'gpt-4o-mini',
} as const
export const defaultOpenAiDialogueStartsBy = 'user'
export const defaultOpenAiValueToExtract = 'Message content'

/** True when the block asks for the one task the engine can run. */
export const isOpenAiChatCompletion = (block: OpenAiBlock): boolean =>
  (block.options?.task ?? openAiChatCompletionTask) === openAiChatCompletionTask
