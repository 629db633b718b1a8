import { ChevronDown, ChevronsDown, Minus, TriangleAlert, type LucideIcon } from 'lucide-react'
import type { DropOffSeverity } from './dropOffSeverity'

/**
 * How each band looks: a colour pair that reads in light and dark (AA contrast on its own fill), an
 * icon and a word, so the band never rests on colour alone.
 */
export const severityStyles: Record<DropOffSeverity, { label: string; icon: LucideIcon; className: string }> = {
  none: { label: 'No drop-off', icon: Minus, className: 'border-zinc-300 bg-zinc-100 text-zinc-700 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-200' },
  low: { label: 'Low drop-off', icon: ChevronDown, className: 'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200' },
  medium: { label: 'Medium drop-off', icon: ChevronsDown, className: 'border-amber-300 bg-amber-50 text-amber-900 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-200' },
  high: { label: 'High drop-off', icon: TriangleAlert, className: 'border-red-300 bg-red-50 text-red-800 dark:border-red-700 dark:bg-red-950 dark:text-red-200' },
}
