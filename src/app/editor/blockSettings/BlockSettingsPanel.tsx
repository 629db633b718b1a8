import { Eye } from 'lucide-react'
import type { Block } from '@/shared/bot/blocks'
import { isKnownBlock } from '@/shared/bot/blocks'
import type { Group } from '@/shared/bot/group'
import type { Variable } from '@/shared/bot/variable'
import { BlockSettingsProvider } from './BlockSettingsContext'
import { BlockForm } from './blockForms'
import { blockTitles } from './blockTitles'
import { UnknownBlockView } from './UnknownBlockView'

/** What the editor gives a block's settings form; the form knows nothing of the editor's store. */
export type BlockSettingsProps = {
  block: Block
  botId: string
  workspaceId: string
  /** The bot's variables, for pickers and `{{variable}}` insertion. */
  variables: Variable[]
  /** The bot's groups, for Jump and the block's own context. */
  groups: Group[]
  /** Replaces the block. Typing sends one call per change; the editor groups them into one undo step. */
  onChange: (block: Block) => void
  /** Creates a variable in the bot (or returns the existing one with that name). */
  onCreateVariable: (name: string) => Variable
  readOnly?: boolean
}

/**
 * The settings of one block: the form of its type, or a read-only view of a block we do not
 * support. Every edit sends the whole block, valid against `blockSchema`; options left at their
 * default are not written.
 */
export function BlockSettingsPanel({ block, botId, workspaceId, variables, groups, onChange, onCreateVariable, readOnly = false }: BlockSettingsProps) {
  const known = isKnownBlock(block)
  const title = known ? blockTitles[block.type] : `Unsupported block: ${block.type}`
  return (
    <BlockSettingsProvider value={{ botId, workspaceId, blockId: block.id, variables, groups, onCreateVariable, readOnly }}>
      <section data-block-settings aria-label={`${title} settings`} className="text-sm text-zinc-900 dark:text-zinc-100">
        <h2 className="border-b border-zinc-200 px-4 py-3 text-sm font-semibold dark:border-zinc-800">{title}</h2>
        {readOnly && known && (
          <p className="flex items-center gap-2 border-b border-zinc-200 bg-zinc-50 px-4 py-2 text-xs text-zinc-600 dark:border-zinc-800 dark:bg-zinc-900 dark:text-zinc-400">
            <Eye aria-hidden className="size-3.5" /> You can see these settings but not change them.
          </p>
        )}
        {/* A disabled fieldset disables every control inside it: one switch for read-only. */}
        <fieldset disabled={readOnly} className="min-w-0 p-4">
          <legend className="sr-only">{title} options</legend>
          <div className="space-y-4">{known ? <BlockForm key={block.id} block={block} onChange={onChange} /> : <UnknownBlockView block={block} />}</div>
        </fieldset>
      </section>
    </BlockSettingsProvider>
  )
}
