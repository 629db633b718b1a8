import type { ReactNode } from 'react'
import { ChevronRight } from 'lucide-react'
import { cx, focusRing } from '@/app/ui/cx'

const card = 'rounded-xl border border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900'

/** A titled card of related options. */
export function FormCard({ title, description, children, id }: { title: string; description?: ReactNode; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className={cx(card, 'p-5')}>
      {/* Focusable by script only: the page's table of contents moves focus here. */}
      <h3 id={id} tabIndex={id ? -1 : undefined} className="scroll-mt-8 text-base font-semibold text-zinc-900 outline-none dark:text-zinc-100">
        {title}
      </h3>
      {description && <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400">{description}</p>}
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  )
}

/**
 * A card that opens and closes, for long forms: its title stays visible with a short summary
 * (a colour swatch, "On"), so a closed form still says what is set.
 */
export function FoldingCard({ title, summary, defaultOpen, children }: { title: string; summary?: ReactNode; defaultOpen?: boolean; children: ReactNode }) {
  return (
    <details open={defaultOpen} className={cx(card, 'group')}>
      <summary className={cx('flex cursor-pointer list-none items-center gap-2 rounded-xl px-4 py-3 [&::-webkit-details-marker]:hidden', focusRing)}>
        <ChevronRight aria-hidden className="size-4 text-zinc-400 transition-transform group-open:rotate-90" />
        <span className="text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</span>
        {summary && <span className="ml-auto flex items-center gap-1.5 text-xs text-zinc-500 dark:text-zinc-400">{summary}</span>}
      </summary>
      <div className="space-y-4 border-t border-zinc-200 px-4 pt-4 pb-5 dark:border-zinc-800">{children}</div>
    </details>
  )
}

/** Fields side by side on wide screens. */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>
}
