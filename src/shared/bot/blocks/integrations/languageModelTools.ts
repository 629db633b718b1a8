import { z } from 'zod'
import { idSchema } from '../../../common'

/** The types a tool's parameter may take, as Typebot's editor offers them. */
export const toolParameterTypes = ['string', 'number', 'boolean', 'enum'] as const

/**
 * A parameter the model fills when it calls a tool. Typebot writes these without ids; an empty
 * possible value it adds is exported as `null`, so those are accepted (and ignored by the engine).
 */
const toolParameterSchema = z.looseObject({
  id: idSchema.optional(),
  type: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  required: z.boolean().optional(),
  values: z.array(z.string().nullable()).optional(),
})
export type LanguageModelToolParameter = z.infer<typeof toolParameterSchema>

/**
 * A function the model may call during a chat completion (Typebot's `tools` option): its `code`
 * runs in the sandbox with the parameters as variables, and what it returns goes back to the model.
 */
export const languageModelToolSchema = z.looseObject({
  id: idSchema.optional(),
  type: z.string().optional(),
  name: z.string().optional(),
  description: z.string().optional(),
  parameters: z.array(toolParameterSchema).optional(),
  code: z.string().optional(),
})
export type LanguageModelTool = z.infer<typeof languageModelToolSchema>
