import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape } from '../base'

export const dateInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('date input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      labels: z
        .object({
          button: z.string().optional(),
          from: z.string().optional(),
          to: z.string().optional(),
          separator: z.string().optional(),
        })
        .optional(),
      hasTime: z.boolean().optional(),
      isRange: z.boolean().optional(),
      /** Unicode TR35 pattern, e.g. `dd/MM/yyyy`. */
      format: z.string().optional(),
      /** Templated ISO date or date-time bounds, inclusive. */
      min: z.string().optional(),
      max: z.string().optional(),
    })
    .optional(),
})
export type DateInputBlock = z.infer<typeof dateInputBlockSchema>
type DateInputOptions = NonNullable<DateInputBlock['options']>

export const defaultDateInputOptions = {
  labels: { button: defaultSubmitLabel, from: 'From:', to: 'To:', separator: 'to' },
  hasTime: false,
  isRange: false,
  format: 'dd/MM/yyyy',
} as const
/** Default `format` when `hasTime` is on. */
export const defaultDateTimeInputFormat = 'dd/MM/yyyy HH:mm'

/** The format in force: the stored one (an empty pattern is unusable), else the default for `hasTime`. */
export const resolveDateInputFormat = (options: DateInputOptions | undefined): string =>
  options?.format || (options?.hasTime ? defaultDateTimeInputFormat : defaultDateInputOptions.format)
