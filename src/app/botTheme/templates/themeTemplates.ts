import type { Theme } from '@/shared/bot/theme'

export type ThemeTemplate = { id: string; name: string; description: string; theme: Theme }

type PartColors = { bg: string; text: string; corners: 'none' | 'medium' | 'large'; border?: [number, string] }

// Borders are always written: the "6.1" defaults would otherwise add one where a template has none.
const part = ({ bg, text, corners, border = [0, bg] }: PartColors) => ({
  backgroundColor: bg,
  color: text,
  border: { thickness: border[0], color: border[1], roundeness: corners },
})

/**
 * The gallery of the theme panel. Each is a whole theme, so it looks the same on a "6" and a
 * "6.1" bot; picking one replaces the theme and records its id in `selectedThemeTemplateId`.
 * Every text colour reaches WCAG AA (4.5:1) on its background (test/shared/contrast.test.ts).
 */
export const themeTemplates: ThemeTemplate[] = [
  {
    id: 'light',
    name: 'Light',
    description: 'White page, grey bot bubbles, indigo answers.',
    theme: {
      general: {
        font: { type: 'Hosted', family: 'Inter' },
        background: { type: 'Color', content: '#FFFFFF' },
        progressBar: { color: '#4F46E5', backgroundColor: '#E0E7FF' },
      },
      chat: {
        container: { backgroundColor: 'transparent', color: '#1F2937' },
        hostBubbles: part({ bg: '#F3F4F6', text: '#111827', corners: 'large' }),
        guestBubbles: part({ bg: '#4F46E5', text: '#FFFFFF', corners: 'large' }),
        buttons: part({ bg: '#4F46E5', text: '#FFFFFF', corners: 'medium' }),
        inputs: { ...part({ bg: '#FFFFFF', text: '#111827', corners: 'medium', border: [1, '#D1D5DB'] }), placeholderColor: '#9CA3AF', shadow: 'sm' },
        hostAvatar: { isEnabled: true },
        guestAvatar: { isEnabled: false },
      },
    },
  },
  {
    id: 'dark',
    name: 'Dark',
    description: 'Night-blue page, slate bubbles, violet accents.',
    theme: {
      general: {
        font: { type: 'Hosted', family: 'Inter' },
        background: { type: 'Color', content: '#0F172A' },
        progressBar: { color: '#818CF8', backgroundColor: '#1E293B' },
      },
      chat: {
        container: { backgroundColor: 'transparent', color: '#E2E8F0' },
        hostBubbles: part({ bg: '#1E293B', text: '#E2E8F0', corners: 'large' }),
        guestBubbles: part({ bg: '#4F46E5', text: '#FFFFFF', corners: 'large' }),
        buttons: part({ bg: '#818CF8', text: '#0F172A', corners: 'medium' }),
        inputs: { ...part({ bg: '#1E293B', text: '#F1F5F9', corners: 'medium', border: [1, '#334155'] }), placeholderColor: '#94A3B8', shadow: 'none' },
        hostAvatar: { isEnabled: true },
        guestAvatar: { isEnabled: false },
      },
    },
  },
  {
    id: 'minimal',
    name: 'Minimal',
    description: 'Black on white, square corners, thin lines, no avatars.',
    theme: {
      general: {
        font: { type: 'Hosted', family: 'IBM Plex Sans' },
        background: { type: 'Color', content: '#FFFFFF' },
        progressBar: { color: '#111111', backgroundColor: '#E5E5E5', thickness: 2 },
      },
      chat: {
        container: { backgroundColor: 'transparent', color: '#111111' },
        hostBubbles: part({ bg: '#FFFFFF', text: '#111111', corners: 'none', border: [1, '#D4D4D4'] }),
        guestBubbles: part({ bg: '#111111', text: '#FFFFFF', corners: 'none' }),
        buttons: part({ bg: '#111111', text: '#FFFFFF', corners: 'none' }),
        inputs: { ...part({ bg: '#FFFFFF', text: '#111111', corners: 'none', border: [1, '#111111'] }), placeholderColor: '#737373', shadow: 'none' },
        hostAvatar: { isEnabled: false },
        guestAvatar: { isEnabled: false },
      },
    },
  },
  {
    id: 'warm',
    name: 'Warm',
    description: 'Soft grey page, white bubbles with a hairline, orange accents.',
    theme: {
      general: {
        font: { type: 'Hosted', family: 'Open Sans' },
        background: { type: 'Color', content: '#F8F8F8' },
        progressBar: { color: '#C7451C', backgroundColor: '#E5E5E5' },
      },
      chat: {
        container: { backgroundColor: 'transparent', color: '#27272A' },
        hostBubbles: part({ bg: '#FFFFFF', text: '#202020', corners: 'medium', border: [1, '#DFDFDF'] }),
        guestBubbles: part({ bg: '#C7451C', text: '#FFFFFF', corners: 'medium' }),
        buttons: part({ bg: '#C7451C', text: '#FFFFFF', corners: 'medium' }),
        inputs: { ...part({ bg: '#FFFFFF', text: '#202020', corners: 'medium', border: [1, '#CECECE'] }), placeholderColor: '#9095A0', shadow: 'none' },
        hostAvatar: { isEnabled: true },
        guestAvatar: { isEnabled: false },
      },
    },
  },
  {
    id: 'ocean',
    name: 'Ocean',
    description: 'Pale aqua page, rounded bubbles, deep teal answers.',
    theme: {
      general: {
        font: { type: 'Hosted', family: 'Nunito' },
        background: { type: 'Color', content: '#ECFEFF' },
        progressBar: { color: '#0E7490', backgroundColor: '#CFFAFE' },
      },
      chat: {
        container: { backgroundColor: 'transparent', color: '#164E63' },
        hostBubbles: { ...part({ bg: '#FFFFFF', text: '#164E63', corners: 'large' }), shadow: 'sm' },
        guestBubbles: part({ bg: '#0E7490', text: '#FFFFFF', corners: 'large' }),
        buttons: part({ bg: '#0E7490', text: '#FFFFFF', corners: 'large' }),
        inputs: { ...part({ bg: '#FFFFFF', text: '#164E63', corners: 'large', border: [1, '#A5F3FC'] }), placeholderColor: '#67A3B3', shadow: 'none' },
        hostAvatar: { isEnabled: true },
        guestAvatar: { isEnabled: false },
      },
    },
  },
]
