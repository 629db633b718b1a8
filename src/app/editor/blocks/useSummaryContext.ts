import { useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { orpc } from '@/app/api/api'
import { isApiKeyPluginType, isKnownBlock, isLanguageModelBlock, isServiceBlock, type Block, type GoogleSheetsBlock } from '@/shared/bot/blocks'
import type { CredentialsType } from '@/shared/credentials'
import { useEditorStore } from '../store/EditorStoreContext'
import type { SummaryContext } from './blockSummary'

/** A block that uses stored credentials: their type and the id it holds. */
function credentialedBlock(block: Block): { type: CredentialsType; credentialsId?: string } | undefined {
  // Model blocks, the plugin blocks that take a key and the services (NocoDB…): their credentials type is their block type.
  if (isLanguageModelBlock(block) || isApiKeyPluginType(block.type) || isServiceBlock(block)) {
    return { type: block.type as CredentialsType, credentialsId: (block as { options?: { credentialsId?: string } }).options?.credentialsId }
  }
  if (isKnownBlock(block) && block.type === 'payment input') return { type: 'stripe', credentialsId: block.options?.credentialsId }
  if (block.type === 'Google Sheets') return { type: 'google sheets', credentialsId: (block as GoogleSheetsBlock).options?.credentialsId }
  return undefined
}

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
  const credentialed = credentialedBlock(block)
  // One query per credentials type, shared by every block of that type (React Query dedupes it).
  const stored = useQuery({
    ...orpc.credentials.list.queryOptions({ input: { workspaceId, type: credentialed?.type ?? 'openai' } }),
    enabled: Boolean(credentialed?.credentialsId),
    // Guests may not list credentials: their blocks are then not flagged.
    meta: { errorToast: false },
  })
  const credentialsId = credentialed?.credentialsId
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
