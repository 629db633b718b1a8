import type { z } from 'zod'
import type {
  avatarSchema,
  backgroundSchema,
  borderSchema,
  chatContainerThemeSchema,
  chatThemeSchema,
  containerThemeSchema,
  customFontSchema,
  hostedFontSchema,
  inputsThemeSchema,
  progressBarSchema,
} from '../theme'

// Shapes of a theme after defaults are applied: built from the stored shapes, with every field
// required except the few that have no default (their absence tells the client to use its own).

type Border = z.infer<typeof borderSchema>
/** `color` and `customRoundeness` have no default on every part. */
export type ResolvedBorder = Required<Omit<Border, 'color' | 'customRoundeness'>> &
  Pick<Border, 'color' | 'customRoundeness'>

type WithResolvedBorder<T extends { border?: unknown }> = Required<Omit<T, 'border'>> & { border: ResolvedBorder }
export type ResolvedContainerTheme = WithResolvedBorder<z.infer<typeof containerThemeSchema>>
export type ResolvedChatContainerTheme = WithResolvedBorder<z.infer<typeof chatContainerThemeSchema>>
export type ResolvedInputsTheme = WithResolvedBorder<z.infer<typeof inputsThemeSchema>>

type Avatar = z.infer<typeof avatarSchema>
/** No `url` → the client's default avatar. */
export type ResolvedAvatar = Required<Pick<Avatar, 'isEnabled'>> & Pick<Avatar, 'url'>

/** The legacy bare-string font is resolved to a hosted font of that family. */
export type ResolvedFont = Required<z.infer<typeof hostedFontSchema>> | z.infer<typeof customFontSchema>

type ButtonsInput = NonNullable<z.infer<typeof chatThemeSchema>['buttonsInput']>

export type ResolvedTheme = {
  general: {
    font: ResolvedFont
    background: Required<z.infer<typeof backgroundSchema>>
    progressBar: Required<z.infer<typeof progressBarSchema>>
  }
  // The deprecated `roundness` is folded into each part's `border.roundeness`.
  chat: {
    container: ResolvedChatContainerTheme
    hostBubbles: ResolvedContainerTheme
    guestBubbles: ResolvedContainerTheme
    buttons: ResolvedContainerTheme
    inputs: ResolvedInputsTheme
    hostAvatar: ResolvedAvatar
    guestAvatar: ResolvedAvatar
    buttonsInput: Required<ButtonsInput>
    focusedMode: { isEnabled: boolean }
    backButton: { isEnabled: boolean; label: string }
  }
  customCss: string
}
