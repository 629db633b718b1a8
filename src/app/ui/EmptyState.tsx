import type { ReactNode } from 'react'

type EmptyStateProps = { icon: ReactNode; title: string; children?: ReactNode; actions?: ReactNode }

/** What an empty list shows: what is missing and what to do next. */
export function EmptyState({ icon, title, children, actions }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-zinc-300 px-6 py-12 text-center dark:border-zinc-700">
      <div className="mb-3 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">
        {icon}
      </div>
      <h2 className="text-base font-semibold text-zinc-900 dark:text-zinc-100">{title}</h2>
      {children && <div className="mt-1 max-w-md text-sm text-zinc-600 dark:text-zinc-400">{children}</div>}
      {actions && <div className="mt-5 flex flex-wrap justify-center gap-2">{actions}</div>}
    </div>
  )
}
