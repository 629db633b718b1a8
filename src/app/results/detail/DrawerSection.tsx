import type { ReactNode } from 'react'

/** A titled part of the result's drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-zinc-200 px-5 py-4 dark:border-zinc-800">
      <h3 className="mb-3 text-sm font-semibold text-zinc-900 dark:text-zinc-100">{title}</h3>
      {children}
    </section>
  )
}

/** The line a section shows when it has nothing to list. */
export const Nothing = ({ children }: { children: ReactNode }) => <p className="text-sm text-zinc-500 dark:text-zinc-400">{children}</p>
