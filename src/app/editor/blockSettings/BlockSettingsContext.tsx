import { createContext, useContext } from 'react'
import type { Group } from '@/shared/bot/group'
import type { Variable } from '@/shared/bot/variable'

/** What every field of a settings form may need besides its own block. */
export type BlockSettingsContextValue = {
  botId: string
  workspaceId: string
  /** The block being edited, so pickers can tell its own group apart. */
  blockId: string
  variables: Variable[]
  groups: Group[]
  onCreateVariable: (name: string) => Variable
  readOnly: boolean
}

const BlockSettingsContext = createContext<BlockSettingsContextValue | null>(null)

export const BlockSettingsProvider = BlockSettingsContext.Provider

/** The bot around the block: variables, groups, ids and whether the user may edit. */
export function useBlockSettings(): BlockSettingsContextValue {
  const value = useContext(BlockSettingsContext)
  if (!value) throw new Error('useBlockSettings must be used inside BlockSettingsPanel')
  return value
}
