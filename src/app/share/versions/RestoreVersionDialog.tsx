import type { PublishedBotSummary } from '@/shared/bot/bot'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { toast } from '@/app/ui/toastStore'
import { useRestorePublishedVersion } from './useRestorePublishedVersion'

export const versionDate = (version: Pick<PublishedBotSummary, 'createdAt'>) =>
  new Date(version.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Asks before a published version replaces the draft, then restores it (the share page's and the compare view's). */
export function RestoreVersionDialog({ botId, version, onClose, onRestored }: { botId: string; version: PublishedBotSummary | null; onClose: () => void; onRestored?: () => void }) {
  const restore = useRestorePublishedVersion()
  const confirm = () => {
    if (!version) return
    restore.mutate(
      { botId, publishedBotId: version.id },
      {
        onSuccess: () => {
          toast.success(`The draft is now the version of ${versionDate(version)}`)
          onClose()
          onRestored?.()
        },
      },
    )
  }
  return (
    <ConfirmDialog
      open={version !== null}
      onClose={onClose}
      title="Restore this version into the draft?"
      description={
        version && (
          <>
            The draft's flow, variables, theme and settings are replaced by those of the version published on {versionDate(version)}. Visitors keep running the live version until you
            publish again.
          </>
        )
      }
      confirmLabel="Restore"
      onConfirm={confirm}
      pending={restore.isPending}
    />
  )
}
