import { useMemo } from 'react'
import { isKnownBlock, type Block } from '@/shared/bot/blocks'
import { useEditorStore } from '../store/EditorStoreContext'
import type { SummaryContext } from './blockSummary'

/**
 * Names a block's summary needs: variable names, and for a Jump its target's title. Subscribes
 * only to the variables list and to that one title, so moving groups re-renders no block.
 */
export function useSummaryContext(block: Block): SummaryContext {
  const variables = useEditorStore((state) => state.doc.variables)
  const jumpTarget = isKnownBlock(block) && block.type === 'Jump' ? block.options?.groupId : undefined
  const jumpTitle = useEditorStore((state) => (jumpTarget ? state.doc.groups.find((group) => group.id === jumpTarget)?.title : undefined))
  return useMemo(
    () => ({ variableName: (id) => (id ? variables.find((variable) => variable.id === id)?.name : undefined), groupTitle: () => jumpTitle }),
    [variables, jumpTitle],
  )
}
