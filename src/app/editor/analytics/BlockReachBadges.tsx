import { Users } from 'lucide-react'
import { cx } from '@/app/ui/cx'
import { dropOffSeverity, formatRate } from './dropOffSeverity'
import { useBlockReach } from './FlowAnalyticsContext'
import { severityStyles } from './severityStyles'

const chip = 'inline-flex h-6 shrink-0 items-center gap-1 rounded-md border px-1.5 text-xs font-semibold tabular-nums'
const visitors = (n: number) => `${n.toLocaleString()} visitor${n === 1 ? '' : 's'}`

/**
 * In analytics mode, at the end of a block's first line: how many visitors reached it and, on an
 * input, the share who left there without answering (banded by severity). Nothing while editing.
 */
export function BlockReachBadges({ blockId }: { blockId: string }) {
  const reach = useBlockReach(blockId)
  if (!reach) return null
  const rate = reach.dropOffRate
  const style = rate === undefined ? undefined : severityStyles[dropOffSeverity(rate)]
  return (
    <span className="ml-auto flex shrink-0 items-center gap-1" data-testid="block-analytics">
      <span className={cx(chip, 'border-zinc-300 bg-white text-zinc-800 dark:border-zinc-600 dark:bg-zinc-900 dark:text-zinc-100')} title={`${visitors(reach.reached)} reached this block`}>
        <Users aria-hidden className="size-3.5" />
        <span className="sr-only">Reached by </span>
        <span data-testid="block-reached">{reach.reached.toLocaleString()}</span>
      </span>
      {rate !== undefined && style && (
        <span
          className={cx(chip, style.className)}
          data-testid="block-drop-off"
          data-severity={dropOffSeverity(rate)}
          title={`${style.label}: ${visitors(reach.dropped)} of ${reach.reached.toLocaleString()} (${formatRate(rate)}) left here without answering`}
        >
          <style.icon aria-hidden className="size-3.5" />
          <span className="sr-only">{style.label}: </span>
          {formatRate(rate)}
        </span>
      )}
    </span>
  )
}
