import type { NoteColor } from '@/shared/notes/botNote'

/** How each colour of the palette looks, in light and dark; text keeps a readable contrast on both. */
export const noteStyles: Record<NoteColor, { label: string; card: string; swatch: string; minimap: string }> = {
  yellow: { label: 'Yellow', card: 'bg-amber-100 border-amber-300 dark:bg-amber-950 dark:border-amber-800', swatch: 'bg-amber-300', minimap: '#fcd34d' },
  orange: { label: 'Orange', card: 'bg-orange-100 border-orange-300 dark:bg-orange-950 dark:border-orange-800', swatch: 'bg-orange-400', minimap: '#fb923c' },
  pink: { label: 'Pink', card: 'bg-pink-100 border-pink-300 dark:bg-pink-950 dark:border-pink-800', swatch: 'bg-pink-400', minimap: '#f472b6' },
  purple: { label: 'Purple', card: 'bg-violet-100 border-violet-300 dark:bg-violet-950 dark:border-violet-800', swatch: 'bg-violet-400', minimap: '#a78bfa' },
  blue: { label: 'Blue', card: 'bg-sky-100 border-sky-300 dark:bg-sky-950 dark:border-sky-800', swatch: 'bg-sky-400', minimap: '#38bdf8' },
  green: { label: 'Green', card: 'bg-emerald-100 border-emerald-300 dark:bg-emerald-950 dark:border-emerald-800', swatch: 'bg-emerald-400', minimap: '#34d399' },
  gray: { label: 'Gray', card: 'bg-zinc-100 border-zinc-300 dark:bg-zinc-800 dark:border-zinc-600', swatch: 'bg-zinc-400', minimap: '#a1a1aa' },
}
