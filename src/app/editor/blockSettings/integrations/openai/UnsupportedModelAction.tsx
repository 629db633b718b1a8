import type { Block } from '@/shared/bot/blocks'
import { UnknownBlockView } from '../../UnknownBlockView'

/** A model block asking for something other than a chat completion: said, and shown as kept. */
export function UnsupportedModelAction({ block, kind, name }: { block: Block; kind: 'task' | 'action'; name: unknown }) {
  return (
    <>
      <p className="text-xs text-amber-700 dark:text-amber-400">
        The {kind} “{String(name)}” is not supported by this builder. The block is kept as it is and skipped in chats.
      </p>
      <UnknownBlockView block={block} />
    </>
  )
}
