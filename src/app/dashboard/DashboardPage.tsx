import { useState } from 'react'
import { useParams } from 'react-router'
import { CloudOff } from 'lucide-react'
import { useQueryClient } from '@tanstack/react-query'
import { Button } from '@/app/ui/Button'
import { EmptyState } from '@/app/ui/EmptyState'
import { PageHeader } from '@/app/ui/PageHeader'
import { Skeleton } from '@/app/ui/Skeleton'
import { toast } from '@/app/ui/toastStore'
import { useCurrentWorkspace } from '@/app/workspace/useCurrentWorkspace'
import { exportBot } from './api/exportBot'
import { useBotsQuery } from './api/useBotsQuery'
import { useDuplicateBot } from './api/useDuplicateBot'
import { useFoldersQuery } from './api/useFoldersQuery'
import { BotCard } from './BotCard'
import type { BotCardActions } from './BotCardMenu'
import { Breadcrumbs } from './Breadcrumbs'
import { CardGrid } from './CardGrid'
import { DashboardDialogs, type DashboardDialog } from './DashboardDialogs'
import { DashboardEmpty } from './DashboardEmpty'
import { DashboardSkeleton } from './DashboardSkeleton'
import { DashboardToolbar } from './DashboardToolbar'
import { dashboardView, folderContents } from './dashboardView'
import { FileDropZone } from './FileDropZone'
import { FolderCard } from './FolderCard'
import type { FolderCardActions } from './FolderCardMenu'
import { folderPath, locationName } from './folderTree'
import { ImportOutcomeDialog } from './ImportOutcomeDialog'
import { useBotFileImport } from './useBotFileImport'
import { useDashboardParams } from './useDashboardParams'
import { useMoveItem } from './useMoveItem'

/** `/w/:workspaceId` and `/w/:workspaceId/folders/:folderId`: the folders and bots of one level. */
export function DashboardPage() {
  const { workspaceId, workspace, canEdit, isPending: workspacePending } = useCurrentWorkspace()
  const folderId = useParams().folderId ?? null
  const params = useDashboardParams()
  const folders = useFoldersQuery(workspaceId)
  const bots = useBotsQuery(workspaceId)
  const data = { folders: folders.data ?? [], bots: bots.data ?? [] }
  const mover = useMoveItem(workspaceId, data)
  const importer = useBotFileImport(workspaceId, folderId)
  const duplicateBot = useDuplicateBot(workspaceId)
  const queryClient = useQueryClient()
  const [dialog, setDialog] = useState<DashboardDialog | null>(null)

  const botActions: BotCardActions = {
    rename: (bot) => setDialog({ kind: 'rename-bot', bot }),
    remove: (bot) => setDialog({ kind: 'delete-bot', bot }),
    move: (bot) => setDialog({ kind: 'move', item: { kind: 'bot', id: bot.id }, name: bot.name }),
    duplicate: (bot) => duplicateBot.mutate({ botId: bot.id }, { onSuccess: ({ bot: copy }) => toast.success(`Duplicated as “${copy.name}”`) }),
    exportFile: (bot) => void exportBot(queryClient, bot.id).then((fileName) => toast.success(`Exported ${fileName}`), () => {}),
  }
  const folderActions: FolderCardActions = {
    rename: (folder) => setDialog({ kind: 'rename-folder', folder }),
    remove: (folder) => setDialog({ kind: 'delete-folder', folder }),
    move: (folder) => setDialog({ kind: 'move', item: { kind: 'folder', id: folder.id }, name: folder.name }),
  }

  const isLoading = workspacePending || folders.isPending || bots.isPending
  const path = folderPath(data.folders, folderId)
  const current = path.at(-1)
  const view = dashboardView(data, { folderId, search: params.search, sort: params.sort })

  return (
    <FileDropZone enabled={canEdit} onFile={importer.importFile}>
      {folderId && <Breadcrumbs workspaceId={workspaceId} path={path} canEdit={canEdit} canMove={mover.canMove} onDropItem={mover.move} />}
      <PageHeader title={isLoading ? <Skeleton className="h-8 w-56" /> : folderId ? (current?.name ?? 'Folder not found') : (workspace?.name ?? 'Bots')} />
      <DashboardToolbar
        params={params}
        canEdit={canEdit}
        isImporting={importer.isImporting}
        onNewBot={() => setDialog({ kind: 'new-bot' })}
        onNewFolder={() => setDialog({ kind: 'new-folder' })}
        onImportFile={importer.importFile}
      />
      {isLoading ? (
        <DashboardSkeleton />
      ) : folders.isError || bots.isError ? (
        <EmptyState icon={<CloudOff aria-hidden className="size-6" />} title="The bots of this workspace could not be loaded" actions={<Button onClick={() => void Promise.all([folders.refetch(), bots.refetch()])}>Try again</Button>} />
      ) : view.folders.length + view.bots.length === 0 ? (
        <DashboardEmpty search={params.search} inFolder={folderId !== null} canEdit={canEdit} onNewBot={() => setDialog({ kind: 'new-bot' })} onClearSearch={() => params.setSearch('')} />
      ) : (
        <div className="space-y-8">
          {view.folders.length > 0 && (
            <CardGrid title="Folders">
              {view.folders.map((folder) => (
                <FolderCard
                  key={folder.id}
                  folder={folder}
                  contents={folderContents(folder.id, data)}
                  location={view.isWorkspaceSearch ? locationName(data.folders, folder.parentFolderId) : undefined}
                  canEdit={canEdit} actions={folderActions} canMove={mover.canMove} onDropItem={mover.move} />
              ))}
            </CardGrid>
          )}
          {view.bots.length > 0 && (
            <CardGrid title="Bots">
              {view.bots.map((bot) => (
                <BotCard key={bot.id} bot={bot} canEdit={canEdit} actions={botActions} location={view.isWorkspaceSearch ? locationName(data.folders, bot.folderId) : undefined} />
              ))}
            </CardGrid>
          )}
        </div>
      )}
      <DashboardDialogs dialog={dialog} close={() => setDialog(null)} workspaceId={workspaceId} folderId={folderId} data={data} mover={mover} />
      <ImportOutcomeDialog outcome={importer.outcome} onClose={importer.dismissOutcome} />
    </FileDropZone>
  )
}
