import { Suspense } from 'react'
import { Trash2 } from 'lucide-react'
import { isKnownBlock } from '@/shared/bot/blocks'
import { IconButton } from '@/app/ui/IconButton'
import { useRetryableLazy } from '@/app/ui/retryableLazy'
import { Skeleton } from '@/app/ui/Skeleton'
import { BlockIcon } from '../blocks/BlockIcon'
import { removeBlock } from '../commands/blocks/removeBlock'
import { findBlock } from '../document/blockIndex'
import { useEditorStore, useEditorStoreApi } from '../store/EditorStoreContext'
import { EditingNotice } from '../presence/EditingNotice'
import { BlockSettingsBoundary } from './BlockSettingsBoundary'
import { blockSettingsForms } from './lazyBlockSettings'
import { SidePanelFrame } from './SidePanelFrame'
import { useBlockEditing } from './useBlockEditing'

/** The settings of the block that was clicked, beside the canvas. */
export function BlockSidePanel({ blockId }: { blockId: string }) {
  const store = useEditorStoreApi()
  const block = useEditorStore((state) => findBlock(state.doc.groups, blockId)?.block)
  const groupTitle = useEditorStore((state) => findBlock(state.doc.groups, blockId)?.group.title)
  const variables = useEditorStore((state) => state.doc.variables)
  const groups = useEditorStore((state) => state.doc.groups)
  const { botId, workspaceId, readOnly } = useEditorStore((state) => state.env)
  const editing = useBlockEditing()
  const [BlockSettingsPanel, reloadBlockSettingsPanel] = useRetryableLazy(blockSettingsForms)
  if (!block) return null
  const close = () => store.getState().openSidePanel(null)
  return (
    <SidePanelFrame
      label="Block settings"
      onClose={close}
      title={
        // The form below names the block; the frame says where it is.
        <>
          <BlockIcon type={block.type} />
          <p className="truncate text-sm text-zinc-600 dark:text-zinc-400">
            In <span className="font-medium text-zinc-900 dark:text-zinc-100">{groupTitle}</span>
          </p>
        </>
      }
      actions={
        !readOnly && (
          <IconButton
            label="Delete this block"
            onClick={() => {
              store.getState().commit('Delete block', (doc) => removeBlock(doc, { blockId }))
              close()
            }}
          >
            <Trash2 aria-hidden className="size-4" />
          </IconButton>
        )
      }
    >
      <EditingNotice blockId={blockId} />
      {/* Keyed by block: each block's form starts afresh, and one that failed to draw does not keep the next block's settings hidden. */}
      <BlockSettingsBoundary key={block.id} onRetry={reloadBlockSettingsPanel}>
        <Suspense fallback={<BlockSettingsLoading />}>
          <BlockSettingsPanel
            block={block}
            botId={botId}
            workspaceId={workspaceId}
            variables={variables}
            groups={groups}
            onChange={editing.onChange}
            onCreateVariable={editing.onCreateVariable}
            // A block of a type we do not support is kept exactly as imported: it cannot be edited.
            readOnly={readOnly || !isKnownBlock(block)}
          />
        </Suspense>
      </BlockSettingsBoundary>
    </SidePanelFrame>
  )
}

/** The forms' place while their code loads (the first block opened before the editor paused). */
function BlockSettingsLoading() {
  return (
    <div role="status" className="space-y-3 p-4">
      <span className="sr-only">Loading the block's settings…</span>
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-9" />
      <Skeleton className="h-9" />
    </div>
  )
}
