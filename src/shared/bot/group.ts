import { z } from 'zod'
import { graphCoordinatesSchema, idSchema } from '../common'
import { blockSchema } from './blocks'

export const groupSchema = z.object({
  id: idSchema,
  title: z.string(),
  graphCoordinates: graphCoordinatesSchema,
  blocks: z.array(blockSchema),
})
export type Group = z.infer<typeof groupSchema>
