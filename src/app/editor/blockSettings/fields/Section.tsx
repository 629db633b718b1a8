import type { ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'

type SectionProps = {
  title: string
  children: ReactNode
  /** Collapsible sections start closed unless told, to keep long forms short. */
  collapsible?: boolean
  defaultOpen?: boolean
  /** A short summary shown beside a closed section's title, e.g. "2 headers". */
  summary?: string
}

const titleClass = 'text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400'

/** A titled group of fields, separated from the previous one by a rule. */
export function Section({ title, children, collapsible, defaultOpen, summary }: SectionProps) {
  if (!collapsible) {
    return (
      <section className="space-y-3 border-t border-zinc-200 pt-4 first:border-t-0 first:pt-0 dark:border-zinc-800">
        <h3 className={titleClass}>{title}</h3>
        {children}
      </section>
    )
  }
  return (
    <details open={defaultOpen} className="group border-t border-zinc-200 pt-3 first:border-t-0 first:pt-0 dark:border-zinc-800">
      <summary className={cx('flex cursor-pointer list-none items-center gap-1.5 rounded-md py-0.5 [&::-webkit-details-marker]:hidden', focusRing)}>
        <ChevronRight aria-hidden className="size-3.5 text-zinc-400 transition-transform group-open:rotate-90" />
        <span className={titleClass}>{title}</span>
        {summary && <span className="ml-auto text-xs text-zinc-500 dark:text-zinc-400">{summary}</span>}
      </summary>
      <div className="mt-3 space-y-3">{children}</div>
    </details>
  )
}
