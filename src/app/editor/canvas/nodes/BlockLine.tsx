import { Plus, Trash2 } from 'lucide-react'
import type { Block } from '@/shared/bot/blocks'
import { isKnownBlock } from '@/shared/bot/blocks'
import { BlockReachBadges } from '../../analytics/BlockReachBadges'
import { BlockIcon } from '../../blocks/BlockIcon'
import { entryOf } from '../../blocks/blockCatalog'
import { blockSummary, type SummaryContext } from '../../blocks/blockSummary'
import { removeBlock } from '../../commands/blocks/removeBlock'
import { addItem, isGrowable } from '../../commands/items/addItem'
import type { DocumentChange } from '../../store/documentSlice'
import { useEditorStoreApi } from '../../store/EditorStoreContext'
import { sizes } from '../groupLayout'
import { SummaryText } from './SummaryText'

const actionClass =
  'flex size-6 items-center justify-center rounded text-zinc-400 hover:bg-zinc-200 hover:text-zinc-800 dark:hover:bg-zinc-700 dark:hover:text-zinc-100'

/** The first line of a block: its icon, what it does, and (on hover) add-item and delete. */
export function BlockLine({ block, context, readOnly }: { block: Block; context: SummaryContext; readOnly: boolean }) {
  const store = useEditorStoreApi()
  const label = entryOf(block.type).label
  const act = (event: React.MouseEvent, label: string, run: DocumentChange) => {
    event.stopPropagation()
    store.getState().commit(label, run)
  }
  return (
    <div className="flex items-center gap-2 px-2" style={{ height: sizes.line }}>
      <BlockIcon type={block.type} />
      <SummaryText parts={blockSummary(block, context)} className={isKnownBlock(block) ? undefined : 'text-amber-700 dark:text-amber-400'} />
      <BlockReachBadges blockId={block.id} />
      {!readOnly && (
        <span className="hidden shrink-0 items-center group-hover/block:flex group-focus-within/block:flex">
          {isGrowable(block) && (
            <button type="button" aria-label={`Add an item to ${label}`} className={actionClass} onClick={(event) => act(event, 'Add item', (doc) => addItem(doc, { blockId: block.id }))}>
              <Plus aria-hidden className="size-3.5" />
            </button>
          )}
          <button type="button" aria-label={`Delete ${label} block`} className={actionClass} onClick={(event) => act(event, 'Delete block', (doc) => removeBlock(doc, { blockId: block.id }))}>
            <Trash2 aria-hidden className="size-3.5" />
          </button>
        </span>
      )}
    </div>
  )
}
