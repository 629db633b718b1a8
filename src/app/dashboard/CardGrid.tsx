import type { ReactNode } from 'react'

/** The responsive grid of folder and bot cards, with an optional heading for its section. */
export function CardGrid({ title, children }: { title?: string; children: ReactNode }) {
  const grid = <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">{children}</ul>
  if (!title) return grid
  return (
    <section aria-label={title}>
      <h2 className="mb-3 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">{title}</h2>
      {grid}
    </section>
  )
}
