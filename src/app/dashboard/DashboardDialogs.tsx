import type { BotListItem } from '@/shared/bot/bot'
import type { Folder } from '@/shared/folder'
import { useUpdateBot } from '@/app/bot/api/useUpdateBot'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { NameDialog } from '@/app/ui/NameDialog'
import { toast } from '@/app/ui/toastStore'
import { useCreateFolder } from './api/useCreateFolder'
import { useDeleteBot } from './api/useDeleteBot'
import { useDeleteFolder } from './api/useDeleteFolder'
import { useUpdateFolder } from './api/useUpdateFolder'
import { CreateBotDialog } from './CreateBotDialog'
import { folderContents } from './dashboardView'
import type { DragItem } from './dragItem'
import { MoveToDialog } from './MoveToDialog'

/** The one dialog the dashboard may show at a time. */
export type DashboardDialog =
  | { kind: 'new-bot' }
  | { kind: 'new-folder' }
  | { kind: 'rename-bot'; bot: BotListItem }
  | { kind: 'delete-bot'; bot: BotListItem }
  | { kind: 'rename-folder'; folder: Folder }
  | { kind: 'delete-folder'; folder: Folder }
  | { kind: 'move'; item: DragItem; name: string }

type Props = {
  dialog: DashboardDialog | null
  close: () => void
  workspaceId: string
  folderId: string | null
  data: { folders: readonly Folder[]; bots: readonly BotListItem[] }
  mover: { canMove: (item: DragItem, target: string | null) => boolean; move: (item: DragItem, target: string | null, onMoved?: () => void) => void }
}

/**
 * Creates, renames, moves and deletes, each behind its dialog. Renames and moves show on the cards at
 * once (optimistic); every dialog stays open until the service agrees, so a refusal keeps what was typed.
 */
export function DashboardDialogs({ dialog, close, workspaceId, folderId, data, mover }: Props) {
  const createFolder = useCreateFolder()
  const updateFolder = useUpdateFolder(workspaceId)
  const deleteFolder = useDeleteFolder(workspaceId)
  const updateBot = useUpdateBot(workspaceId)
  const deleteBot = useDeleteBot(workspaceId)
  const folderName = (id: string | null) => data.folders.find((folder) => folder.id === id)?.name
  const done = (message: string) => () => {
    close()
    toast.success(message)
  }

  switch (dialog?.kind) {
    case 'new-bot':
      return <CreateBotDialog open onClose={close} workspaceId={workspaceId} folderId={folderId} />
    case 'new-folder':
      return (
        <NameDialog open onClose={close} title="Create a folder" label="Folder name" initialName="New folder" submitLabel="Create" pending={createFolder.isPending}
          onSubmit={(name) => createFolder.mutate({ workspaceId, folderName: name, parentFolderId: folderId }, { onSuccess: done(`Created the folder “${name}”`) })}
        />
      )
    case 'rename-folder':
      return (
        <NameDialog open onClose={close} title="Rename the folder" label="Folder name" initialName={dialog.folder.name} submitLabel="Rename" pending={updateFolder.isPending}
          onSubmit={(name) => updateFolder.mutate({ folderId: dialog.folder.id, folder: { name } }, { onSuccess: close })}
        />
      )
    case 'rename-bot':
      return (
        <NameDialog open onClose={close} title="Rename the bot" label="Bot name" initialName={dialog.bot.name} submitLabel="Rename" pending={updateBot.isPending}
          onSubmit={(name) => updateBot.mutate({ botId: dialog.bot.id, bot: { name } }, { onSuccess: close })}
        />
      )
    case 'delete-folder': {
      const { bots, folders } = folderContents(dialog.folder.id, data)
      const parent = dialog.folder.parentFolderId ? `“${folderName(dialog.folder.parentFolderId)}”` : 'the top level'
      return (
        <ConfirmDialog open onClose={close} title={`Delete the folder “${dialog.folder.name}”?`} confirmLabel="Delete folder" pending={deleteFolder.isPending}
          description={bots + folders === 0 ? 'The folder is empty.' : `Nothing inside is deleted: its bots and sub-folders move to ${parent}.`}
          onConfirm={() => deleteFolder.mutate({ folderId: dialog.folder.id }, { onSuccess: done(`Deleted the folder “${dialog.folder.name}”`) })}
        />
      )
    }
    case 'delete-bot':
      return (
        <ConfirmDialog open onClose={close} title={`Delete “${dialog.bot.name}”?`} confirmLabel="Delete bot" pending={deleteBot.isPending}
          description="The bot, its published versions and every result it collected are deleted. This cannot be undone."
          onConfirm={() => deleteBot.mutate({ botId: dialog.bot.id }, { onSuccess: done(`Deleted “${dialog.bot.name}”`) })}
        />
      )
    case 'move':
      return (
        <MoveToDialog open onClose={close} itemName={dialog.name} folders={data.folders}
          canMoveTo={(target) => mover.canMove(dialog.item, target)}
          onMove={(target) => mover.move(dialog.item, target, close)}
        />
      )
    default:
      return null
  }
}
