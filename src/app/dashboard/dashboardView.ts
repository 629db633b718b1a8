import type { BotListItem } from '@/shared/bot/bot'
import type { Folder } from '@/shared/folder'

export type SortOrder = 'updated' | 'name'
export const sortOrders: Record<SortOrder, string> = { updated: 'Last updated', name: 'Name' }
export const isSortOrder = (value: string | null): value is SortOrder => value === 'updated' || value === 'name'

type Named = { name: string; updatedAt: string }

const fold = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase()

const compare = (sort: SortOrder) => (a: Named, b: Named) =>
  sort === 'name' ? a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }) : b.updatedAt.localeCompare(a.updatedAt)

/** What one folder of the dashboard shows: its sub-folders and bots matching the search, sorted. */
export function dashboardView(
  { folders, bots }: { folders: readonly Folder[]; bots: readonly BotListItem[] },
  { folderId, search, sort }: { folderId: string | null; search: string; sort: SortOrder },
) {
  const needle = fold(search.trim())
  const matches = (item: Named) => needle === '' || fold(item.name).includes(needle)
  return {
    folders: folders.filter((folder) => folder.parentFolderId === folderId && matches(folder)).sort(compare(sort)),
    bots: bots.filter((bot) => bot.folderId === folderId && matches(bot)).sort(compare(sort)),
  }
}

/** How many bots and sub-folders a folder holds directly, for its card. */
export function folderContents(folderId: string, { folders, bots }: { folders: readonly Folder[]; bots: readonly BotListItem[] }) {
  return {
    bots: bots.filter((bot) => bot.folderId === folderId).length,
    folders: folders.filter((folder) => folder.parentFolderId === folderId).length,
  }
}
