import type { Folder } from '@/shared/folder'

/** The folders from the top level down to `folderId` (empty at the top level or for an unknown id). */
export function folderPath(folders: readonly Folder[], folderId: string | null): Folder[] {
  const byId = new Map(folders.map((folder) => [folder.id, folder]))
  const path: Folder[] = []
  for (let current = folderId ? byId.get(folderId) : undefined; current; current = current.parentFolderId ? byId.get(current.parentFolderId) : undefined) {
    // A cycle would be a server bug; stop rather than loop for ever.
    if (path.includes(current)) break
    path.unshift(current)
  }
  return path
}

/** Where an item lives, for a search hit: "Top level", or its folders from the top, "Sales / Leads". */
export const locationName = (folders: readonly Folder[], folderId: string | null) =>
  folderId === null ? 'Top level' : folderPath(folders, folderId).map((folder) => folder.name).join(' / ') || 'Top level'

/** `folderId` and every folder below it: where a folder cannot be moved. */
export function folderAndDescendants(folders: readonly Folder[], folderId: string): Set<string> {
  const ids = new Set([folderId])
  let grew = true
  while (grew) {
    grew = false
    for (const folder of folders) {
      if (folder.parentFolderId && ids.has(folder.parentFolderId) && !ids.has(folder.id)) {
        ids.add(folder.id)
        grew = true
      }
    }
  }
  return ids
}

export type FolderOption = { folder: Folder; depth: number }

/** Every folder in tree order, with its depth, for a "Move to…" list. */
export function folderOptions(folders: readonly Folder[]): FolderOption[] {
  const children = new Map<string | null, Folder[]>()
  for (const folder of folders) children.set(folder.parentFolderId, [...(children.get(folder.parentFolderId) ?? []), folder])
  const options: FolderOption[] = []
  const visit = (parentId: string | null, depth: number) => {
    const sorted = [...(children.get(parentId) ?? [])].sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }))
    for (const folder of sorted) {
      options.push({ folder, depth })
      visit(folder.id, depth + 1)
    }
  }
  visit(null, 0)
  return options
}
