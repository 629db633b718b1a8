import { useNavigate } from 'react-router'
import { Copy, Download, FolderInput, MoreHorizontal, Pencil, SquareArrowOutUpRight, Trash2 } from 'lucide-react'
import type { BotListItem } from '@/shared/bot/bot'
import { Menu, MenuItem, MenuSeparator } from '@/app/ui/Menu'

/** What the dashboard does for a bot's menu; the dialogs live on the page, one of each. */
export type BotCardActions = {
  rename: (bot: BotListItem) => void
  duplicate: (bot: BotListItem) => void
  move: (bot: BotListItem) => void
  exportFile: (bot: BotListItem) => void
  remove: (bot: BotListItem) => void
}

const icon = (Icon: typeof Pencil) => <Icon aria-hidden className="size-4" />

/** The "…" menu of a bot card; guests get only what reads. */
export function BotCardMenu({ bot, canEdit, actions }: { bot: BotListItem; canEdit: boolean; actions: BotCardActions }) {
  const navigate = useNavigate()
  return (
    <Menu
      label={`Actions for ${bot.name}`}
      trigger={<MoreHorizontal aria-hidden className="size-4" />}
      triggerClassName="inline-flex size-8 items-center justify-center rounded-lg text-zinc-500 hover:bg-zinc-100 hover:text-zinc-900 dark:text-zinc-400 dark:hover:bg-zinc-800 dark:hover:text-zinc-100"
    >
      <MenuItem icon={icon(SquareArrowOutUpRight)} onSelect={() => navigate(`/bots/${bot.id}/flow`)}>
        Open
      </MenuItem>
      {canEdit && (
        <>
          <MenuItem icon={icon(Pencil)} onSelect={() => actions.rename(bot)}>
            Rename
          </MenuItem>
          <MenuItem icon={icon(Copy)} onSelect={() => actions.duplicate(bot)}>
            Duplicate
          </MenuItem>
          <MenuItem icon={icon(FolderInput)} onSelect={() => actions.move(bot)}>
            Move to…
          </MenuItem>
        </>
      )}
      <MenuItem icon={icon(Download)} onSelect={() => actions.exportFile(bot)}>
        Export
      </MenuItem>
      {canEdit && (
        <>
          <MenuSeparator />
          <MenuItem icon={icon(Trash2)} danger onSelect={() => actions.remove(bot)}>
            Delete
          </MenuItem>
        </>
      )}
    </Menu>
  )
}
