import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape, numberOrVariableSchema } from '../base'

export const numberInputStyles = ['decimal', 'currency', 'percent', 'unit'] as const

/** Units accepted by `Intl.NumberFormat` that the builder offers (used with style `unit`). */
export const numberInputUnits = [
  'acre', 'bit', 'byte', 'celsius', 'centimeter', 'day', 'degree', 'fahrenheit', 'fluid-ounce', 'foot',
  'gallon', 'gigabit', 'gigabyte', 'gram', 'hectare', 'hour', 'inch', 'kilobit', 'kilobyte', 'kilogram',
  'kilometer', 'liter', 'megabit', 'megabyte', 'meter', 'microsecond', 'mile', 'mile-scandinavian',
  'milliliter', 'millimeter', 'millisecond', 'minute', 'month', 'nanosecond', 'ounce', 'percent',
  'petabyte', 'pound', 'second', 'stone', 'terabit', 'terabyte', 'week', 'yard', 'year',
] as const

export const numberInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('number input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      labels: z.object({ placeholder: z.string().optional(), button: z.string().optional() }).optional(),
      min: numberOrVariableSchema.optional(),
      max: numberOrVariableSchema.optional(),
      step: numberOrVariableSchema.optional(),
      // Display only: how the client formats the number while typing.
      locale: z
        .string()
        .regex(/^[a-z]{2}(-[A-Z]{2})?$/, 'locale must look like "en" or "en-US"')
        .optional(),
      style: z.enum(numberInputStyles).optional(),
      currency: z.string().optional(),
      unit: z.enum(numberInputUnits).optional(),
    })
    .optional(),
})
export type NumberInputBlock = z.infer<typeof numberInputBlockSchema>

export const defaultNumberInputOptions = {
  labels: { placeholder: 'Enter a number…', button: defaultSubmitLabel },
  style: 'decimal',
} as const
