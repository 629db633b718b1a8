import { useState } from 'react'
import { ArchiveRestore } from 'lucide-react'
import type { Bot, PublishedBotSummary } from '@/shared/bot/bot'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { Badge } from '@/app/ui/Badge'
import { Button } from '@/app/ui/Button'
import { ConfirmDialog } from '@/app/ui/ConfirmDialog'
import { RelativeTime } from '@/app/ui/RelativeTime'
import { Skeleton } from '@/app/ui/Skeleton'
import { toast } from '@/app/ui/toastStore'
import { usePublishedVersionsQuery } from './usePublishedVersionsQuery'
import { useRestorePublishedVersion } from './useRestorePublishedVersion'

const dateOf = (version: PublishedBotSummary) => new Date(version.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })

/** Every published version, newest first, each of which can be copied back into the draft. */
export function PublishedVersionsCard({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const versions = usePublishedVersionsQuery(bot.id)
  const restore = useRestorePublishedVersion()
  const [asked, setAsked] = useState<PublishedBotSummary | null>(null)
  const confirm = () => {
    if (!asked) return
    restore.mutate(
      { botId: bot.id, publishedBotId: asked.id },
      {
        onSuccess: () => {
          toast.success(`The draft is now the version of ${dateOf(asked)}`)
          setAsked(null)
        },
      },
    )
  }
  return (
    <FormCard title="Published versions" id="share-versions" description="Each publish keeps a copy. Restoring one puts it back into the draft, to edit or publish again.">
      {versions.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the versions">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
      ) : versions.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">The versions could not be loaded.</p>
      ) : versions.data.length === 0 ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Nothing published yet: the first publish makes the first version.</p>
      ) : (
        <ol aria-label="Published versions" className="divide-y divide-zinc-200 rounded-lg border border-zinc-200 dark:divide-zinc-800 dark:border-zinc-800">
          {versions.data.map((version, index) => (
            <li key={version.id} aria-label={`Version of ${dateOf(version)}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <span className="text-sm font-medium text-zinc-900 tabular-nums dark:text-zinc-100">{dateOf(version)}</span>
              <span className="text-xs text-zinc-500 dark:text-zinc-400">
                <RelativeTime date={version.createdAt} />
              </span>
              {version.id === bot.publishedBotId && <Badge tone="success">Live</Badge>}
              {index === 0 && version.id !== bot.publishedBotId && <Badge>Latest</Badge>}
              {canEdit && (
                <Button size="sm" variant="ghost" className="ml-auto" icon={<ArchiveRestore aria-hidden className="size-4" />} onClick={() => setAsked(version)}>
                  Restore into the draft
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={asked !== null}
        onClose={() => setAsked(null)}
        title="Restore this version into the draft?"
        description={
          asked && (
            <>
              The draft's flow, variables, theme and settings are replaced by those of the version published on {dateOf(asked)}. Visitors keep running the live version until
              you publish again.
            </>
          )
        }
        confirmLabel="Restore"
        onConfirm={confirm}
        pending={restore.isPending}
      />
    </FormCard>
  )
}
