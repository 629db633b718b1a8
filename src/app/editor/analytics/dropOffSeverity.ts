/** How bad a drop-off is: what the canvas colours it by, and what its legend explains. */
export type DropOffSeverity = 'none' | 'low' | 'medium' | 'high'

/** Upper bounds (exclusive) of the low and medium bands; from `medium` on, it is high. */
export const severityBounds = { low: 0.1, medium: 0.3 } as const

/** The band of a drop-off rate (0 to 1): nobody lost, under 10 %, under 30 %, or 30 % and more. */
export function dropOffSeverity(rate: number): DropOffSeverity {
  if (rate <= 0) return 'none'
  if (rate < severityBounds.low) return 'low'
  if (rate < severityBounds.medium) return 'medium'
  return 'high'
}

/**
 * A rate as a whole percentage, the way a person reads it: a loss never shows as "0 %" and a
 * near-total loss never as "100 %" while someone is still left.
 */
export function formatRate(rate: number): string {
  if (rate > 0 && rate < 0.01) return '<1%'
  if (rate < 1 && rate > 0.99) return '>99%'
  return `${Math.round(rate * 100)}%`
}
