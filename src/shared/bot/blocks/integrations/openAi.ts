import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape, numberOrVariableSchema } from '../base'

/** The legacy OpenAI block's tasks, all run; an absent `task` means chat completion. */
export const openAiChatCompletionTask = 'Create chat completion'
export const openAiCreateSpeechTask = 'Create speech'
export const openAiCreateImageTask = 'Create image'
export const openAiTasks = [openAiChatCompletionTask, openAiCreateSpeechTask, openAiCreateImageTask] as const
/** The sizes Typebot's legacy Create image offered (DALL·E 2's). */
export const legacyOpenAiImageSizes = ['256x256', '512x512', '1024x1024'] as const

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
  // "Image URL" is Create image's one value.
  valueToExtract: z.enum([...openAiResponseValues, 'Image URL']).optional(),
  variableId: z.string().optional(),
})

export const openAiBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('OpenAI'),
  // Loose: a newer Typebot's task may carry other options; it is reported as unsupported on
  // import, and its data must survive untouched.
  options: z
    .looseObject({
      task: z.string().optional(),
      credentialsId: z.string().optional(),
      baseUrl: z.string().optional(),
      model: z.string().optional(),
      messages: z.array(openAiMessageSchema).optional(),
      advancedSettings: z.object({ temperature: numberOrVariableSchema.optional() }).optional(),
      responseMapping: z.array(openAiResponseMappingSchema).optional(),
      // Create speech
      input: z.string().optional(),
      voice: z.string().optional(),
      saveUrlInVariableId: z.string().optional(),
      // Create image
      prompt: z.string().optional(),
      advancedOptions: z.looseObject({ size: z.string().optional() }).optional(),
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

/** True when the block asks for a chat completion. */
export const isOpenAiChatCompletion = (block: OpenAiBlock): boolean =>
  (block.options?.task ?? openAiChatCompletionTask) === openAiChatCompletionTask

/** True when the engine runs the block's task; another one is kept, reported and skipped. */
export const runsOpenAiTask = (block: OpenAiBlock): boolean => (openAiTasks as readonly string[]).includes(block.options?.task ?? openAiChatCompletionTask)
