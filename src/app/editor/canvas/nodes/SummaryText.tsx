import { cx } from '@/app/ui/cx'
import type { SummaryPart } from '../../blocks/blockSummary'

const toneClasses = {
  plain: 'text-zinc-800 dark:text-zinc-200',
  // Muted still reads at AA contrast on a block's fill, light and dark.
  muted: 'text-zinc-500 italic dark:text-zinc-400',
  warning: 'font-medium text-amber-700 dark:text-amber-400',
}

/** A summary as plain words, variables written `{{Name}}`: for tooltips and accessible names. */
export const plainSummary = (parts: SummaryPart[]) => parts.map((part) => (part.tone === 'variable' ? `{{${part.text}}}` : part.text)).join('')

/** A block's summary on one line: variables as chips, hints muted, problems in amber, the rest cut with an ellipsis. */
export function SummaryText({ parts, className }: { parts: SummaryPart[]; className?: string }) {
  // The full text on hover, where the line is cut with an ellipsis.
  const title = plainSummary(parts)
  return (
    <span title={title} className={cx('min-w-0 flex-1 truncate text-[13px] leading-5', className)}>
      {parts.map((part, i) =>
        part.tone === 'variable' ? (
          <span key={i} className="rounded bg-indigo-100 px-1 font-medium text-indigo-800 dark:bg-indigo-500/25 dark:text-indigo-200">
            {part.text}
          </span>
        ) : (
          <span key={i} className={toneClasses[part.tone ?? 'plain']}>
            {part.text}
          </span>
        ),
      )}
    </span>
  )
}
