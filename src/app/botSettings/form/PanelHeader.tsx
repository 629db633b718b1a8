import type { ReactNode } from 'react'

/** A panel's title and a line about it, with its save state or actions on the right. */
export function PanelHeader({ title, description, aside }: { title: string; description: ReactNode; aside?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div className="min-w-0">
        <h2 className="text-xl font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">{title}</h2>
        <p className="mt-1 max-w-2xl text-sm text-zinc-600 dark:text-zinc-400">{description}</p>
      </div>
      {aside && <div className="flex items-center gap-3">{aside}</div>}
    </div>
  )
}
