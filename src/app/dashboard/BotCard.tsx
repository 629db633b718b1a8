import { Link } from 'react-router'
import { Bot as BotIcon, Folder as FolderIcon } from 'lucide-react'
import type { BotListItem } from '@/shared/bot/bot'
import { Badge } from '@/app/ui/Badge'
import { cx } from '@/app/ui/cx'
import { RelativeTime } from '@/app/ui/RelativeTime'
import { EntityIcon } from '@/app/workspace/WorkspaceIcon'
import { BotCardMenu, type BotCardActions } from './BotCardMenu'
import { endDrag, startDrag } from './dragItem'

type BotCardProps = {
  bot: BotListItem
  canEdit: boolean
  actions: BotCardActions
  /** Where the bot lives, said on a search hit ("Top level", "Sales / Leads"). */
  location?: string
}

/** A bot on the dashboard: opens the editor; drag it onto a folder or a breadcrumb to move it. */
export function BotCard({ bot, canEdit, actions, location }: BotCardProps) {
  return (
    <li
      draggable={canEdit}
      onDragStart={(event) => startDrag(event, { kind: 'bot', id: bot.id })}
      onDragEnd={endDrag}
      aria-label={bot.name}
      className={cx(
        'group relative flex h-40 has-[[aria-expanded=true]]:z-30 flex-col rounded-xl border border-zinc-200 bg-white p-4 shadow-sm transition hover:border-zinc-300 hover:shadow-md dark:border-zinc-800 dark:bg-zinc-900 dark:hover:border-zinc-700',
        canEdit && 'cursor-grab active:cursor-grabbing',
      )}
    >
      <div className="flex items-start justify-between">
        {bot.icon ? (
          <EntityIcon icon={bot.icon} name={bot.name} className="size-10 rounded-lg text-2xl" />
        ) : (
          <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
            <BotIcon className="size-5" />
          </span>
        )}
        <div className="relative z-10 -mt-1 -mr-1">
          <BotCardMenu bot={bot} canEdit={canEdit} actions={actions} />
        </div>
      </div>
      <h3 className="mt-3 line-clamp-2 text-sm font-semibold text-zinc-900 dark:text-zinc-100">
        <Link
          to={`/bots/${bot.id}/flow`}
          draggable={false}
          className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-indigo-500"
        >
          {bot.name}
        </Link>
      </h3>
      {location && (
        <p className="mt-1 flex min-w-0 items-center gap-1 text-xs text-zinc-500 dark:text-zinc-400">
          <FolderIcon aria-hidden className="size-3.5 shrink-0" />
          <span className="truncate">
            <span className="sr-only">In </span>
            {location}
          </span>
        </p>
      )}
      <div className="mt-auto flex items-center justify-between gap-2 text-xs text-zinc-500 dark:text-zinc-400">
        {bot.publishedBotId ? <Badge tone="success">Published</Badge> : <Badge>Draft</Badge>}
        <span className="truncate">
          Updated <RelativeTime date={bot.updatedAt} />
        </span>
      </div>
    </li>
  )
}
