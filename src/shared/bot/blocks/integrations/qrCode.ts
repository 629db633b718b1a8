import { z } from 'zod'
import { blockBaseShape } from '../base'

/** Typebot's QR code plugin block: its only action. */
export const qrCodeAction = 'Generate a QR Code'

/**
 * `qr-code`: encodes `data` (templated: a URL or any text) as a PNG image, stored with the chat's
 * files, and saves the image's URL in a variable, which an image bubble then shows. Loose, like
 * every plugin block: keys of a newer Typebot are kept.
 */
export const qrCodeBlockSchema = z.looseObject({
  ...blockBaseShape,
  type: z.literal('qr-code'),
  options: z
    .looseObject({
      action: z.string().optional(),
      data: z.string().optional(),
      saveUrlInVariableId: z.string().optional(),
    })
    .optional(),
})
export type QrCodeBlock = z.infer<typeof qrCodeBlockSchema>
