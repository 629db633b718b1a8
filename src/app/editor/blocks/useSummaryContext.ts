import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { isKnownBlock, isLanguageModelBlock, isServiceBlock, type Block } from '@/shared/bot/blocks'
import { useEditorStore } from '../store/EditorStoreContext'
import type { SummaryContext } from './blockSummary'

/**
 * Names a block's summary needs: variable names, for a Jump its target's title, for a model block
 * whether its credentials exist in the workspace (an imported block keeps an id from elsewhere).
 * Subscribes only to the variables list and to that one title, so moving groups re-renders no block.
 */
export function useSummaryContext(block: Block): SummaryContext {
  const variables = useEditorStore((state) => state.doc.variables)
  const workspaceId = useEditorStore((state) => state.env.workspaceId)
  const jumpTarget = isKnownBlock(block) && block.type === 'Jump' ? block.options?.groupId : undefined
  const jumpTitle = useEditorStore((state) => (jumpTarget ? state.doc.groups.find((group) => group.id === jumpTarget)?.title : undefined))
  // Blocks with credentials of their own type: the language models, and the services (NocoDB…).
  const model = isLanguageModelBlock(block) || isServiceBlock(block) ? block : undefined
  // One query per provider type, shared by every block of that type (React Query dedupes it).
  const stored = useQuery({
    ...orpc.credentials.list.queryOptions({ input: { workspaceId, type: model?.type ?? 'openai' } }),
    enabled: Boolean(model?.options?.credentialsId),
    // Guests may not list credentials: their blocks are then not flagged.
    meta: { errorToast: false },
  })
  const credentialsId = model?.options?.credentialsId
  const credentialsFound = stored.data && credentialsId ? stored.data.credentials.some((each) => each.id === credentialsId) : undefined
  return useMemo(
    () => ({
      variableName: (id) => (id ? variables.find((variable) => variable.id === id)?.name : undefined),
      groupTitle: () => jumpTitle,
      credentialsFound,
    }),
    [variables, jumpTitle, credentialsFound],
  )
}
