import { Loader2 } from 'lucide-react'

/** A centred spinner with a label for screen readers, for whole-page waits. */
export function Spinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center text-zinc-400">
      <Loader2 aria-hidden className="size-6 animate-spin" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
