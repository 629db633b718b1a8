import { z } from 'zod'
import { idSchema } from '../common'

/** A stored variable value: unset (null), a string, or a list of strings (null elements kept). */
export const variableValueSchema = z.union([z.string(), z.array(z.string().nullable())]).nullable()
export type VariableValue = z.infer<typeof variableValueSchema>

export const variableSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  value: variableValueSchema.optional(),
  isSessionVariable: z.boolean().optional(),
})
export type Variable = z.infer<typeof variableSchema>
