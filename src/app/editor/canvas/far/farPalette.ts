import type { DiffKind } from '@/shared/bot/versionDiff'

/** The colours of the far canvas: the Tailwind colours the compact DOM drawing uses, per theme. */
export type FarPalette = {
  groupFill: string
  groupBorder: string
  title: string
  edge: string
  selected: string
  loop: string
  marks: Record<DiffKind, string>
}

// Tailwind 4's values (tailwindcss/theme.css): a canvas takes colours as strings, not classes.
const white = '#fff'
const zinc50 = 'oklch(98.5% 0 0)'
const zinc300 = 'oklch(87.1% 0.006 286.286)'
const zinc400 = 'oklch(70.5% 0.015 286.067)'
const zinc500 = 'oklch(55.2% 0.016 285.938)'
const zinc600 = 'oklch(44.2% 0.017 285.786)'
const zinc900 = 'oklch(21% 0.006 285.885)'
const indigo500 = 'oklch(58.5% 0.233 277.117)'
const violet400 = 'oklch(70.2% 0.183 293.541)'
const violet500 = 'oklch(60.6% 0.25 292.717)'
const emerald500 = 'oklch(69.6% 0.17 162.48)'
const emerald600 = 'oklch(59.6% 0.145 163.225)'
const red500 = 'oklch(63.7% 0.237 25.331)'
const red600 = 'oklch(57.7% 0.245 27.325)'
const amber500 = 'oklch(76.9% 0.188 70.08)'

/** Light and dark, as CompactGroup, FlowEdge and LoopBackEdge colour themselves with `dark:` classes. */
export const farPalettes: Record<'light' | 'dark', FarPalette> = {
  light: { groupFill: white, groupBorder: zinc300, title: zinc900, edge: zinc400, selected: indigo500, loop: violet500, marks: { added: emerald600, removed: red600, changed: amber500 } },
  dark: { groupFill: zinc900, groupBorder: zinc600, title: zinc50, edge: zinc500, selected: indigo500, loop: violet400, marks: { added: emerald500, removed: red500, changed: amber500 } },
}
