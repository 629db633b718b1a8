import { z } from 'zod'
import {
  blockBaseShape,
  defaultSubmitLabel,
  displayConditionSchema,
  inputBaseOptionsShape,
  itemBaseShape,
} from '../base'

export const choiceItemSchema = z.object({
  ...itemBaseShape,
  /** Templated button text. */
  content: z.string().optional(),
  /** Internal value saved instead of `content` when set. */
  value: z.string().optional(),
  displayCondition: displayConditionSchema.optional(),
})
export type ChoiceItem = z.infer<typeof choiceItemSchema>

export const choiceInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('choice input'),
  items: z.array(choiceItemSchema),
  options: z
    .object({
      ...inputBaseOptionsShape,
      isMultipleChoice: z.boolean().optional(),
      buttonLabel: z.string().optional(),
      /** A list variable whose elements replace the items at runtime. */
      dynamicVariableId: z.string().optional(),
      isSearchable: z.boolean().optional(),
      searchInputPlaceholder: z.string().optional(),
      areInitialSearchButtonsVisible: z.boolean().optional(),
    })
    .optional(),
})
export type ChoiceInputBlock = z.infer<typeof choiceInputBlockSchema>

export const defaultChoiceInputOptions = {
  isMultipleChoice: false,
  buttonLabel: defaultSubmitLabel,
  isSearchable: false,
  searchInputPlaceholder: 'Search options…',
  areInitialSearchButtonsVisible: true,
} as const
