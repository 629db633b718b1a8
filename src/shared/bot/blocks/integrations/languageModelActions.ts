import { z } from 'zod'
import { idSchema } from '../../../common'

/** OpenAI's actions beyond chat completion and speech, as Typebot names them (and ours, Create image). */
export const generateVariablesAction = 'Generate variables'
export const createImageAction = 'Create image'
export const createTranscriptionAction = 'Create transcription'
/** Typebot's name; the lower-case spelling is accepted too. */
export const askAssistantAction = 'Ask Assistant'

export const extractedVariableTypes = ['string', 'number', 'boolean', 'array', 'enum'] as const
export const openAiImageSizes = ['1024x1024', '1792x1024', '1024x1792', '512x512', '256x256'] as const
export const defaultImageModel = 'dall-e-3'
export const defaultTranscriptionModel = 'whisper-1'
/** What an assistant's answer can save: its text, and the conversation's thread. */
export const assistantResponseItems = ['Message', 'Thread ID'] as const

/**
 * A variable "Generate variables" asks the model to fill: its type, a description for the model,
 * and whether it may stay empty. Typebot writes these without ids; an empty enum value is `null`.
 */
const variableToExtractSchema = z.looseObject({
  id: idSchema.optional(),
  type: z.string().optional(),
  variableId: z.string().optional(),
  description: z.string().optional(),
  isRequired: z.boolean().optional(),
  values: z.array(z.string().nullable()).optional(),
})
export type VariableToExtract = z.infer<typeof variableToExtractSchema>

/** A function of an assistant, answered by JavaScript run in the sandbox (Typebot's `functions`). */
const assistantFunctionSchema = z.looseObject({ id: idSchema.optional(), name: z.string().optional(), code: z.string().optional() })
export type AssistantFunction = z.infer<typeof assistantFunctionSchema>

/** The options of those actions, beside the shared ones (credentials, base URL, model…) in languageModels.ts. */
export const languageModelActionOptionsShape = {
  // Generate variables; Create image
  prompt: z.string().optional(),
  variablesToExtract: z.array(variableToExtractSchema).optional(),
  size: z.string().optional(),
  // Create transcription
  url: z.string().optional(),
  transcriptionVariableId: z.string().optional(),
  // Ask Assistant
  assistantId: z.string().optional(),
  threadVariableId: z.string().optional(),
  threadId: z.string().optional(),
  message: z.string().optional(),
  additionalInstructions: z.string().optional(),
  functions: z.array(assistantFunctionSchema).optional(),
}
