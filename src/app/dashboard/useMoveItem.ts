import type { BotListItem } from '@/shared/bot/bot'
import type { Folder } from '@/shared/folder'
import { useUpdateBot } from '@/app/bot/api/useUpdateBot'
import { toast } from '@/app/ui/toastStore'
import { useUpdateFolder } from './api/useUpdateFolder'
import type { DragItem } from './dragItem'
import { folderAndDescendants } from './folderTree'

type Data = { folders: readonly Folder[]; bots: readonly BotListItem[] }

/**
 * Moves a bot or a folder into a folder (null: the top level), by drag and drop or "Move to…".
 * `canMove` refuses moves that change nothing and folders into themselves or their sub-folders.
 */
export function useMoveItem(workspaceId: string, { folders, bots }: Data) {
  const updateBot = useUpdateBot(workspaceId)
  const updateFolder = useUpdateFolder(workspaceId)
  const folderName = (id: string | null) => (id ? (folders.find((folder) => folder.id === id)?.name ?? 'the folder') : 'the top level')

  const canMove = (item: DragItem, target: string | null) => {
    if (item.kind === 'bot') return bots.find((bot) => bot.id === item.id)?.folderId !== target
    const folder = folders.find((candidate) => candidate.id === item.id)
    return !!folder && folder.parentFolderId !== target && !(target && folderAndDescendants(folders, folder.id).has(target))
  }

  const move = (item: DragItem, target: string | null, onMoved?: () => void) => {
    if (!canMove(item, target)) return
    const done = (name: string) => () => {
      onMoved?.()
      toast.success(`Moved “${name}” to ${target ? `“${folderName(target)}”` : folderName(null)}`)
    }
    if (item.kind === 'bot') {
      const name = bots.find((bot) => bot.id === item.id)?.name ?? 'the bot'
      updateBot.mutate({ botId: item.id, bot: { folderId: target } }, { onSuccess: done(name) })
    } else {
      const name = folders.find((folder) => folder.id === item.id)?.name ?? 'the folder'
      updateFolder.mutate({ folderId: item.id, folder: { parentFolderId: target } }, { onSuccess: done(name) })
    }
  }

  return { canMove, move }
}
