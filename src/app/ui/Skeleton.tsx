import { cx } from './cx'

/** A grey placeholder of the size of what is loading, so nothing jumps when it arrives. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden className={cx('animate-pulse rounded-lg bg-zinc-200/80 dark:bg-zinc-800', className)} />
}
