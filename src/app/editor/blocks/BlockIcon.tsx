import { cx } from '@/app/ui/cx'
import { entryOf, sectionTone } from './blockCatalog'

/** A block type's icon on its section's colour, as the sidebar and the canvas show it. */
export function BlockIcon({ type, className }: { type: string; className?: string }) {
  const entry = entryOf(type)
  const Icon = entry.icon
  return (
    <span aria-hidden className={cx('flex size-6 shrink-0 items-center justify-center rounded-md', sectionTone[entry.section], className)}>
      <Icon className="size-3.5" />
    </span>
  )
}
