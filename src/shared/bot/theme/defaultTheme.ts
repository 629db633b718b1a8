import type { ResolvedBorder, ResolvedTheme } from './resolvedTheme'

/** Text of the back button when the owner set none (issue 14). */
export const defaultBackButtonLabel = 'Back'

/** Theme versions: "6.1" differs from "6" only by these defaults. */
export type ThemeVersion = '6' | '6.1'

export const defaultFontFamily = 'Open Sans'

/**
 * The accent of visitor bubbles (and of "6.1" buttons and progress bar). Typebot's defaults
 * (BLOCKS.md §6.1: #FF8E21 for "6", #ff5924 for "6.1") put white text at 2.3:1 and 3.1:1, under the
 * 4.5:1 WCAG AA asks of text; this is #ff5924 darkened to 4.9:1 on white, still orange. Only absent
 * colours take it: new bots store their whole theme when created, and imported bots keep every
 * colour they carry.
 */
export const defaultAccentColor = '#C7451C'

const part = (border: Partial<ResolvedBorder>) => ({
  blur: 0,
  opacity: 1,
  shadow: 'none' as const,
  border: { thickness: 0, roundeness: 'medium' as const, opacity: 1, ...border },
})

/**
 * The complete theme an empty `{}` stands for (BLOCKS.md §6.1). A fresh object on every call, so
 * callers may change it.
 */
/**
 * Typebot's theme with this version's defaults: what a new bot stores. Our layout options (focused
 * mode, back button) are left out: one's default depends on the other, so they are resolved on read.
 */
export type ThemeDefaults = Omit<ResolvedTheme, 'chat'> & { chat: Omit<ResolvedTheme['chat'], 'focusedMode' | 'backButton'> }

export function defaultTheme(version: ThemeVersion): ThemeDefaults {
  const v61 = version === '6.1'
  const thickness = v61 ? 1 : 0
  return {
    general: {
      font: { type: 'Hosted', family: defaultFontFamily },
      background: { type: 'Color', content: v61 ? '#F8F8F8' : '#FFFFFF' },
      progressBar: {
        isEnabled: false,
        color: v61 ? defaultAccentColor : '#e0edff',
        backgroundColor: v61 ? '#8d8d8d' : '#f1f1f1',
        thickness: 4,
        placement: 'Top',
        position: 'absolute',
      },
    },
    chat: {
      container: {
        ...part({}),
        maxWidth: '800px',
        maxHeight: '100%',
        backgroundColor: 'transparent',
        color: '#27272A',
      },
      hostBubbles: {
        ...part({ thickness, color: '#dfdfdf' }),
        backgroundColor: v61 ? '#ffffff' : '#F7F8FF',
        color: '#202020',
      },
      guestBubbles: {
        ...part({ thickness, color: '#ffb8a0' }),
        backgroundColor: defaultAccentColor,
        color: '#ffffff',
      },
      buttons: {
        ...part({ thickness, color: '#f98868' }),
        backgroundColor: v61 ? defaultAccentColor : '#0042DA',
        color: '#ffffff',
      },
      inputs: {
        // "6" inputs have no border colour and a medium shadow.
        ...part(v61 ? { thickness, color: '#cecece' } : {}),
        shadow: v61 ? 'none' : 'md',
        backgroundColor: '#FFFFFF',
        color: '#202020',
        placeholderColor: '#9095A0',
      },
      hostAvatar: { isEnabled: true },
      guestAvatar: { isEnabled: false },
      buttonsInput: { layout: 'wrap' },
    },
    customCss: '',
  }
}
