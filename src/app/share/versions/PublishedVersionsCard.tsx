import { useState } from 'react'
import { Link } from 'react-router'
import { ArchiveRestore, GitCompare } from 'lucide-react'
import type { Bot, PublishedBotSummary } from '@/shared/bot/bot'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { Badge } from '@/app/ui/Badge'
import { Button } from '@/app/ui/Button'
import { cx, focusRing } from '@/app/ui/cx'
import { RelativeTime } from '@/app/ui/RelativeTime'
import { Skeleton } from '@/app/ui/Skeleton'
import { compareSearch } from '@/app/editor/compare/compareParams'
import { usePublishedVersionsQuery } from './usePublishedVersionsQuery'
import { RestoreVersionDialog, versionDate as dateOf } from './RestoreVersionDialog'

/** Every published version, newest first, each of which can be copied back into the draft. */
export function PublishedVersionsCard({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const versions = usePublishedVersionsQuery(bot.id)
  const [asked, setAsked] = useState<PublishedBotSummary | null>(null)
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
              <Link
                to={`/bots/${bot.id}/flow${compareSearch(version.id)}`}
                aria-label={`Compare the version of ${dateOf(version)} with the draft`}
                className={cx(
                  'ml-auto inline-flex h-8 items-center gap-1.5 rounded-lg px-2.5 text-sm font-medium text-zinc-700 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800',
                  focusRing,
                )}
              >
                <GitCompare aria-hidden className="size-4" />
                Compare with draft
              </Link>
              {canEdit && (
                <Button size="sm" variant="ghost" icon={<ArchiveRestore aria-hidden className="size-4" />} onClick={() => setAsked(version)}>
                  Restore into the draft
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      <RestoreVersionDialog botId={bot.id} version={asked} onClose={() => setAsked(null)} />
    </FormCard>
  )
}
