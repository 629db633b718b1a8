import { createContext, useContext } from 'react'
import type { DiffKind } from '@/shared/bot/versionDiff'
import type { CompareMarks } from './compareDocument'

/** The groups compare mode marks; null while editing, so groups draw no marks there. */
export const FlowCompareContext = createContext<CompareMarks | null>(null)

/** How compare mode marks a group (added, removed, changed), or undefined. */
export const useGroupMark = (groupId: string): DiffKind | undefined => useContext(FlowCompareContext)?.groups.get(groupId)

/** How compare mode marks a block of a changed group (added or changed), or undefined. */
export const useBlockMark = (blockId: string): DiffKind | undefined => useContext(FlowCompareContext)?.blocks.get(blockId)

/** A block's left edge in compare mode. */
export const blockMarkStyles: Record<DiffKind, string> = {
  added: 'border-l-4 border-l-emerald-600!',
  removed: '',
  changed: 'border-l-4 border-l-amber-500!',
}

/** The outline of each mark: green added, ghosted red removed, amber changed. */
export const markStyles: Record<DiffKind, string> = {
  added: 'border-emerald-600 ring-4 ring-emerald-500/40 dark:border-emerald-500',
  removed: 'border-dashed border-red-600 opacity-60 ring-4 ring-red-500/30 dark:border-red-500',
  changed: 'border-amber-500 ring-4 ring-amber-400/50',
}

export const markLabels: Record<DiffKind, string> = { added: 'Added', removed: 'Removed', changed: 'Changed' }
