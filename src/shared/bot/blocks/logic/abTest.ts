import { z } from 'zod'
import { blockBaseShape, itemBaseShape } from '../base'

export const abTestItemSchemas = [
  z.object({ ...itemBaseShape, path: z.literal('a') }),
  z.object({ ...itemBaseShape, path: z.literal('b') }),
] as const
export type AbTestItem = z.infer<(typeof abTestItemSchemas)[number]>

export const abTestBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('AB test'),
  // Exactly two branches, A then B.
  items: z.tuple(abTestItemSchemas),
  options: z.object({ aPercent: z.number().min(0).max(100).optional() }).optional(),
})
export type AbTestBlock = z.infer<typeof abTestBlockSchema>

export const defaultAbTestOptions = { aPercent: 50 } as const
