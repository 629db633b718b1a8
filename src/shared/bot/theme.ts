import { z } from 'zod'

// Theme of the chat (BLOCKS.md §6.1, interface-spec "Theme"). Every field is optional: absent means
// the default of the bot's version, applied by `resolveTheme`, never written into stored JSON.

export const backgroundTypes = ['Color', 'Image', 'None'] as const
export const progressBarPlacements = ['Top', 'Bottom'] as const
export const progressBarPositions = ['fixed', 'absolute'] as const
export const shadows = ['none', 'sm', 'md', 'lg', 'xl', '2xl'] as const
/** Spelling "roundeness" is the stored key and must stay. */
export const borderRoundnesses = ['none', 'medium', 'large', 'custom'] as const
export const legacyRoundnesses = ['none', 'medium', 'large'] as const
export const buttonsInputLayouts = ['wrap', 'vertical'] as const

const opacitySchema = z.number().min(0, 'opacity must be between 0 and 1').max(1, 'opacity must be between 0 and 1')

export const hostedFontSchema = z.object({ type: z.literal('Hosted'), family: z.string().optional() })
export const customFontSchema = z.object({
  type: z.literal('Custom'),
  family: z.string().optional(),
  css: z.string().optional(),
  /** Deprecated in favour of `css`. */
  url: z.string().optional(),
})
/** A bare string is the legacy form: a hosted family name. */
export const fontSchema = z.union([z.string(), z.discriminatedUnion('type', [hostedFontSchema, customFontSchema])])
export type Font = z.infer<typeof fontSchema>

export const backgroundSchema = z.object({
  type: z.enum(backgroundTypes).optional(),
  /** A colour for `Color`, an image URL (or `{{var}}`) for `Image`. */
  content: z.string().optional(),
})

export const progressBarSchema = z.object({
  isEnabled: z.boolean().optional(),
  color: z.string().optional(),
  backgroundColor: z.string().optional(),
  placement: z.enum(progressBarPlacements).optional(),
  thickness: z.number().optional(),
  position: z.enum(progressBarPositions).optional(),
})

export const borderSchema = z.object({
  thickness: z.number().optional(),
  color: z.string().optional(),
  roundeness: z.enum(borderRoundnesses).optional(),
  /** Pixels, read when `roundeness` is `custom`. */
  customRoundeness: z.number().optional(),
  opacity: opacitySchema.optional(),
})

/** Shared by the chat container, both bubble kinds, buttons and inputs. */
export const containerThemeShape = {
  backgroundColor: z.string().optional(),
  color: z.string().optional(),
  blur: z.number().optional(),
  opacity: opacitySchema.optional(),
  shadow: z.enum(shadows).optional(),
  border: borderSchema.optional(),
}
export const containerThemeSchema = z.object(containerThemeShape)
export const chatContainerThemeSchema = z.object({
  ...containerThemeShape,
  maxWidth: z.string().optional(),
  maxHeight: z.string().optional(),
})
export const inputsThemeSchema = z.object({ ...containerThemeShape, placeholderColor: z.string().optional() })
export const avatarSchema = z.object({ isEnabled: z.boolean().optional(), url: z.string().optional() })

export const chatThemeSchema = z.object({
  container: chatContainerThemeSchema.optional(),
  hostBubbles: containerThemeSchema.optional(),
  guestBubbles: containerThemeSchema.optional(),
  buttons: containerThemeSchema.optional(),
  inputs: inputsThemeSchema.optional(),
  hostAvatar: avatarSchema.optional(),
  guestAvatar: avatarSchema.optional(),
  /** Deprecated: read only where a part's `border.roundeness` is absent. */
  roundness: z.enum(legacyRoundnesses).optional(),
  buttonsInput: z.object({ layout: z.enum(buttonsInputLayouts).optional() }).optional(),
  /** Ours, beside Typebot's fields (issue 14): one question at a time, earlier bubbles fade away. */
  focusedMode: z
    .object({ isEnabled: z.boolean().optional() })
    .optional()
    .describe('Ours, not Typebot\'s: one question at a time, earlier messages fade away (default off).'),
  /**
   * Ours (issue 14): a button that takes the visitor back to the previous question to change the
   * answer, where the flow allows it. Absent `isEnabled` → on in focused mode, off otherwise.
   */
  backButton: z
    .object({ isEnabled: z.boolean().optional(), label: z.string().max(100).optional() })
    .optional()
    .describe('Ours, not Typebot\'s: a button that goes back to the previous question (POST /v1/sessions/{sessionId}/back); default: on with focused mode. `label` defaults to "Back".'),
})

export const themeSchema = z.object({
  general: z
    .object({
      font: fontSchema.optional(),
      background: backgroundSchema.optional(),
      progressBar: progressBarSchema.optional(),
    })
    .optional(),
  chat: chatThemeSchema.optional(),
  /** Templated with the start values and sent in `bot.theme`. */
  customCss: z.string().optional(),
})
export type Theme = z.infer<typeof themeSchema>
export type ChatTheme = z.infer<typeof chatThemeSchema>

export * from './theme/resolvedTheme'
export * from './theme/defaultTheme'
export * from './theme/resolveTheme'
