import type { UnknownBlock } from '@/shared/bot/blocks'
import { hintClass } from '@/app/ui/FieldShell'

/** A block of a type we do not run, kept from an import: its data, read-only, so nothing is lost. */
export function UnknownBlockView({ block }: { block: UnknownBlock }) {
  return (
    <div className="space-y-2">
      <p className={hintClass}>
        This block comes from an imported bot. It is kept as it is, and skipped when the bot runs: chats go on through its exit.
      </p>
      <pre
        aria-label="Block data"
        tabIndex={0}
        className="max-h-96 overflow-auto rounded-lg border border-zinc-200 bg-zinc-50 p-3 font-mono text-xs leading-5 text-zinc-800 dark:border-zinc-800 dark:bg-zinc-950 dark:text-zinc-200"
      >
        {JSON.stringify(block, null, 2)}
      </pre>
    </div>
  )
}
