import { Link } from 'react-router'
import { ArrowLeft, Bot as BotIcon } from 'lucide-react'
import type { Bot } from '@/shared/bot/bot'
import { AccountMenu } from '@/app/shell/AccountMenu'
import { ThemeMenu } from '@/app/theme/ThemeMenu'
import { cx, focusRing } from '@/app/ui/cx'
import { EmojiPicker } from '@/app/ui/EmojiPicker'
import { Tooltip } from '@/app/ui/Tooltip'
import { EntityIcon } from '@/app/workspace/WorkspaceIcon'
import { useUpdateBot } from './api/useUpdateBot'
import { BotNameField } from './BotNameField'
import { BotTabs } from './BotTabs'
import { PublishControl } from './PublishControl'
import { useHeaderSlot } from './headerSlot'

/** Shared by the six panels: back to the dashboard, icon, name, publish state and the tabs. */
export function BotHeader({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const update = useUpdateBot(bot.workspaceId)
  const setSlot = useHeaderSlot((state) => state.setElement)
  // Sending updatedAt lets the service refuse a change made on a stale copy (409).
  const save = (changes: { name?: string; icon?: string | null }) => update.mutate({ botId: bot.id, bot: { ...changes, updatedAt: bot.updatedAt } })
  const back = bot.folderId ? `/w/${bot.workspaceId}/folders/${bot.folderId}` : `/w/${bot.workspaceId}`
  const icon = bot.icon ? (
    <EntityIcon icon={bot.icon} name={bot.name} className="size-8 text-lg" />
  ) : (
    <span className="flex size-8 items-center justify-center rounded-md bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-indigo-300">
      <BotIcon aria-hidden className="size-4" />
    </span>
  )

  return (
    <header className="border-b border-zinc-200 bg-white dark:border-zinc-800 dark:bg-zinc-900">
      <div className="flex h-14 items-center gap-2 px-4">
        <Tooltip content="Back to the bots" describe={false}>
          <Link to={back} aria-label="Back to the bots" className={cx('inline-flex size-8 items-center justify-center rounded-lg text-zinc-600 hover:bg-zinc-100 dark:text-zinc-400 dark:hover:bg-zinc-800', focusRing)}>
            <ArrowLeft aria-hidden className="size-4" />
          </Link>
        </Tooltip>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          {canEdit ? (
            <EmojiPicker label="Change the bot icon" trigger={icon} triggerClassName="rounded-md" canRemove={bot.icon !== null} onPick={(emoji) => save({ icon: emoji })} />
          ) : (
            icon
          )}
          <BotNameField key={bot.name} name={bot.name} canEdit={canEdit} onRename={(name) => save({ name })} />
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <div ref={setSlot} className="contents" />
          <PublishControl bot={bot} canEdit={canEdit} />
          <span aria-hidden className="mx-1 hidden h-6 w-px bg-zinc-200 sm:block dark:bg-zinc-800" />
          <span className="hidden sm:contents">
            <ThemeMenu />
          </span>
          <AccountMenu />
        </div>
      </div>
      <div className="px-4">
        <BotTabs botId={bot.id} />
      </div>
    </header>
  )
}
