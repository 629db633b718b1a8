import { useState } from 'react'
import { X } from 'lucide-react'
import type { KnownBlock } from '@/shared/bot/blocks'
import { cx } from '@/app/ui/cx'
import { itemSummary, type SummaryContext } from '../../blocks/blockSummary'
import { removeItem } from '../../commands/items/removeItem'
import { updateBlock } from '../../commands/blocks/updateBlock'
import { useEditorStoreApi } from '../../store/EditorStoreContext'
import { SummaryText } from './SummaryText'

type ItemRowProps = { block: KnownBlock; itemId: string; context: SummaryContext; readOnly: boolean; height: number }

/** One item of a block (a button, a picture, a condition, an AB path) with its own output. */
export function ItemRow({ block, itemId, context, readOnly, height }: ItemRowProps) {
  const store = useEditorStoreApi()
  const [draft, setDraft] = useState<string | null>(null)
  const editable = !readOnly && block.type === 'choice input'
  // Plugin blocks are loose objects: `items` there could be anything, so only a list counts.
  const itemCount = 'items' in block && Array.isArray(block.items) ? block.items.length : 0
  const removable = !readOnly && block.type !== 'AB test' && block.type !== 'Loop' && itemCount > 1
  const save = () => {
    if (draft === null || block.type !== 'choice input') return
    setDraft(null)
    const items = block.items.map((item) => (item.id === itemId ? { ...item, content: draft } : item))
    store.getState().commit('Edit button', (doc) => updateBlock(doc, { block: { ...block, items } }))
  }
  return (
    <div className="group/item flex items-center px-2" style={{ height }} data-item-id={itemId}>
      <div className="relative flex h-[26px] min-w-0 flex-1 items-center rounded-md border border-zinc-200 bg-white px-2 dark:border-zinc-700 dark:bg-zinc-800">
        {draft !== null ? (
          <input
            aria-label="Button text"
            autoFocus
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={save}
            onKeyDown={(event) => {
              if (event.key === 'Enter') save()
              if (event.key === 'Escape') setDraft(null)
            }}
            className="nodrag min-w-0 flex-1 bg-transparent text-[13px] outline-none"
          />
        ) : (
          <span
            className="flex min-w-0 flex-1"
            onDoubleClick={editable ? (event) => {
              event.stopPropagation()
              setDraft(block.type === 'choice input' ? (block.items.find((item) => item.id === itemId)?.content ?? '') : '')
            } : undefined}
          >
            <SummaryText parts={itemSummary(block, itemId, context)} />
          </span>
        )}
        {removable && draft === null && (
          <button
            type="button"
            aria-label="Remove item"
            onClick={(event) => {
              event.stopPropagation()
              store.getState().commit('Remove item', (doc) => removeItem(doc, { blockId: block.id, itemId }))
            }}
            className={cx('ml-1 hidden size-5 shrink-0 items-center justify-center rounded text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700 group-hover/item:flex focus-visible:flex dark:hover:bg-zinc-700 dark:hover:text-zinc-200')}
          >
            <X aria-hidden className="size-3.5" />
          </button>
        )}
      </div>
    </div>
  )
}
