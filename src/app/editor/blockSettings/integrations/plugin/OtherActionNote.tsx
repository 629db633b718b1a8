import type { Block } from '@/shared/bot/blocks'
import { UnknownBlockView } from '../../UnknownBlockView'

/** A plugin block set to one of Typebot's actions that does not run here: said, and shown as kept. */
export function OtherActionNote({ block, action, runs }: { block: Block; action: string | undefined; runs: readonly string[] }) {
  return (
    <>
      <p className="text-xs text-amber-700 dark:text-amber-400">
        The action “{action}” is not supported: only {runs.map((each) => `“${each}”`).join(', ')} run. The block is kept as it is and skipped.
      </p>
      <UnknownBlockView block={block} />
    </>
  )
}
