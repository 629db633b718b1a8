import { z } from 'zod'
import { blockBaseShape, inputBaseOptionsShape } from '../base'

/** Who may read an uploaded file; `Auto` behaves as `Public`. Shared with text-input attachments. */
export const fileVisibilities = ['Auto', 'Public', 'Private'] as const
export const fileVisibilitySchema = z.enum(fileVisibilities)

export const fileInputBlockSchema = z.object({
  ...blockBaseShape,
  type: z.literal('file input'),
  options: z
    .object({
      ...inputBaseOptionsShape,
      isRequired: z.boolean().optional(),
      isMultipleAllowed: z.boolean().optional(),
      labels: z
        .object({
          placeholder: z.string().optional(),
          button: z.string().optional(),
          clear: z.string().optional(),
          skip: z.string().optional(),
          success: z.object({ single: z.string().optional(), multiple: z.string().optional() }).optional(),
        })
        .optional(),
      allowedFileTypes: z
        .object({ isEnabled: z.boolean().optional(), types: z.array(z.string()).optional() })
        .optional(),
      // Camera hint for image-only inputs.
      capture: z.enum(['environment', 'user']).optional(),
      visibility: fileVisibilitySchema.optional(),
    })
    .optional(),
})
export type FileInputBlock = z.infer<typeof fileInputBlockSchema>

/** `{total}` in `success.multiple` is replaced by the client with the number of files. */
export const defaultFileInputOptions = {
  isRequired: true,
  isMultipleAllowed: false,
  labels: {
    placeholder: '<strong>Click to upload</strong> or drop files here (10 MB max)',
    button: 'Upload',
    clear: 'Clear',
    skip: 'Skip',
    success: { single: 'Upload complete', multiple: '{total} files received' },
  },
  allowedFileTypes: { isEnabled: false, types: [] as string[] },
  visibility: 'Auto',
} as const
