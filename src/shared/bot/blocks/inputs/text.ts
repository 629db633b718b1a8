import { z } from 'zod'
import { blockBaseShape, defaultSubmitLabel, inputBaseOptionsShape } from '../base'
import { fileVisibilitySchema } from './file'

export const textInputModes = ['text', 'decimal', 'numeric', 'tel', 'search', 'email', 'url'] as const

/** Audio clips and attachments share one shape: a switch, a target variable, storage visibility. */
const mediaCaptureSchema = z.object({
  isEnabled: z.boolean().optional(),
  saveVariableId: z.string().optional(),
  visibility: fileVisibilitySchema.optional(),
})

export const textInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('text input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      labels: z.object({ placeholder: z.string().optional(), button: z.string().optional() }).optional(),
      isLong: z.boolean().optional(),
      // Keyboard hint only; it does not change validation.
      inputMode: z.enum(textInputModes).optional(),
      audioClip: mediaCaptureSchema.optional(),
      attachments: mediaCaptureSchema.optional(),
    })
    .optional(),
})
export type TextInputBlock = z.infer<typeof textInputBlockSchema>

export const defaultTextInputOptions = {
  labels: { placeholder: 'Your answer…', button: defaultSubmitLabel },
  isLong: false,
  audioClip: { isEnabled: false, visibility: 'Auto' },
  attachments: { isEnabled: false, visibility: 'Auto' },
} as const
