import { cx } from '@/app/ui/cx'

const isImage = (icon: string) => /^(https?:|data:image\/)/.test(icon)

/** A workspace's or bot's icon: an emoji, an image URL, or the name's first letter when unset. */
export function EntityIcon({ icon, name, className }: { icon: string | null; name: string; className?: string }) {
  const base = cx('flex shrink-0 items-center justify-center overflow-hidden rounded-md', className)
  if (icon && isImage(icon)) return <img src={icon} alt="" className={cx(base, 'object-cover')} />
  if (icon) return <span aria-hidden className={cx(base, 'bg-zinc-100 leading-none dark:bg-zinc-800')}>{icon}</span>
  return (
    <span aria-hidden className={cx(base, 'bg-indigo-100 font-semibold text-indigo-700 uppercase dark:bg-indigo-500/20 dark:text-indigo-200')}>
      {name.trim().charAt(0) || '?'}
    </span>
  )
}
