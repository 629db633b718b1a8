import type { ReactNode } from 'react'

/** What a panel says until its feature lands: plainly what will be here, and no made-up data. */
export function PanelPlaceholder({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby="panel-title" className="mx-auto max-w-2xl rounded-2xl border border-dashed border-zinc-300 bg-white px-8 py-12 text-center dark:border-zinc-700 dark:bg-zinc-900">
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-full bg-indigo-50 text-indigo-600 dark:bg-indigo-500/10 dark:text-indigo-300">{icon}</div>
      <h2 id="panel-title" className="text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h2>
      <div className="mt-2 space-y-2 text-sm text-zinc-600 dark:text-zinc-400">{children}</div>
    </section>
  )
}
