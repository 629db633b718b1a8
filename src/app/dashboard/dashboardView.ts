import type { BotListItem } from '@/shared/bot/bot'
import type { Folder } from '@/shared/folder'

export type SortOrder = 'updated' | 'name'
export const sortOrders: Record<SortOrder, string> = { updated: 'Last updated', name: 'Name' }
export const isSortOrder = (value: string | null): value is SortOrder => value === 'updated' || value === 'name'

type Named = { name: string; updatedAt: string }

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

const compare = (sort: SortOrder) => (a: Named, b: Named) =>
  sort === 'name' ? a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) : b.updatedAt.localeCompare(a.updatedAt)

/**
 * What the dashboard shows: one folder's sub-folders and bots, sorted; while searching, every folder
 * and bot of the workspace whose name matches, wherever it lives (`isWorkspaceSearch`: each card
 * then says where).
 */
export function dashboardView(
  { folders, bots }: { folders: readonly Folder[]; bots: readonly BotListItem[] },
  { folderId, search, sort }: { folderId: string | null; search: string; sort: SortOrder },
) {
  const needle = fold(search.trim())
  if (needle) {
    const matches = (item: Named) => fold(item.name).includes(needle)
    return { isWorkspaceSearch: true, folders: folders.filter(matches).sort(compare(sort)), bots: bots.filter(matches).sort(compare(sort)) }
  }
  return {
    isWorkspaceSearch: false,
    folders: folders.filter((folder) => folder.parentFolderId === folderId).sort(compare(sort)),
    bots: bots.filter((bot) => bot.folderId === folderId).sort(compare(sort)),
  }
}

/** How many bots and sub-folders a folder holds directly, for its card. */
export function folderContents(folderId: string, { folders, bots }: { folders: readonly Folder[]; bots: readonly BotListItem[] }) {
  return {
    bots: bots.filter((bot) => bot.folderId === folderId).length,
    folders: folders.filter((folder) => folder.parentFolderId === folderId).length,
  }
}
