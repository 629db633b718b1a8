import { z } from 'zod'
import {
  blockBaseShape,
  defaultSubmitLabel,
  displayConditionSchema,
  inputBaseOptionsShape,
  itemBaseShape,
} from '../base'

export const pictureChoiceItemSchema = z.object({
  ...itemBaseShape,
  pictureSrc: z.string().optional(),
  title: z.string().optional(),
  description: z.string().optional(),
  /** Internal value saved instead of the title when set. */
  value: z.string().optional(),
  displayCondition: displayConditionSchema.optional(),
})
export type PictureChoiceItem = z.infer<typeof pictureChoiceItemSchema>

export const pictureChoiceBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('picture choice input'),
  items: z.array(pictureChoiceItemSchema),
  options: z
    .object({
      ...inputBaseOptionsShape,
      isMultipleChoice: z.boolean().optional(),
      isSearchable: z.boolean().optional(),
      buttonLabel: z.string().optional(),
      searchInputPlaceholder: z.string().optional(),
      /** List variables that replace the items at runtime, matched by index. */
      dynamicItems: z
        .object({
          isEnabled: z.boolean().optional(),
          pictureSrcsVariableId: z.string().optional(),
          titlesVariableId: z.string().optional(),
          descriptionsVariableId: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
})
export type PictureChoiceBlock = z.infer<typeof pictureChoiceBlockSchema>

export const defaultPictureChoiceOptions = {
  isMultipleChoice: false,
  isSearchable: false,
  buttonLabel: defaultSubmitLabel,
  searchInputPlaceholder: 'Search options…',
  dynamicItems: { isEnabled: false },
} as const
