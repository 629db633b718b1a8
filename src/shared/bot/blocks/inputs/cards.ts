import { z } from 'zod'
import { idSchema } from '../../../common'
import { blockBaseShape, displayConditionSchema, inputBaseOptionsShape, itemBaseShape } from '../base'

/** Card fields an answer can write to variables ("Button" = text of the clicked path). */
export const cardMappableFields = ['Image URL', 'Title', 'Description', 'Button', 'Internal Value'] as const

export const cardsPathSchema = z.object({
  id: idSchema,
  text: z.string().optional(),
  outgoingEdgeId: idSchema.optional(),
})
export type CardsPath = z.infer<typeof cardsPathSchema>

export const cardsItemSchema = z.object({
  ...itemBaseShape,
  // Nullable because the builder clears a card field by writing null.
  imageUrl: z.string().nullable().optional(),
  title: z.string().nullable().optional(),
  description: z.string().nullable().optional(),
  paths: z.array(cardsPathSchema).optional(),
  options: z
    .object({
      displayCondition: displayConditionSchema.optional(),
      internalValue: z.string().nullable().optional(),
    })
    .optional(),
})
export type CardsItem = z.infer<typeof cardsItemSchema>

export const cardsBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('cards'),
  items: z.array(cardsItemSchema),
  options: z
    .object({
      ...inputBaseOptionsShape,
      saveResponseMapping: z
        .array(z.object({ field: z.enum(cardMappableFields).optional(), variableId: z.string().optional() }))
        .optional(),
    })
    .optional(),
})
export type CardsBlock = z.infer<typeof cardsBlockSchema>
