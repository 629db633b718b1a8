import { ChevronDown, EyeOff, Rocket } from 'lucide-react'
import type { Bot } from '@/shared/bot/bot'
import { pendingSaves } from '@/app/editor/saving/pendingSaves'
import { Badge } from '@/app/ui/Badge'
import { Button } from '@/app/ui/Button'
import { Menu, MenuItem } from '@/app/ui/Menu'
import { toast } from '@/app/ui/toastStore'
import { usePublishBot } from './api/usePublishBot'
import { usePublishedBotQuery } from './api/usePublishedBotQuery'
import { useUnpublishBot } from './api/useUnpublishBot'
import { draftPublishState } from './draftPublishState'
import { publishStateLabels } from './publishState'

const tones = { draft: 'neutral', published: 'success', changed: 'warning' } as const

/**
 * Whether visitors run the current draft ("Unpublished changes" when it differs from the live
 * version), Publish (after saving pending edits) and Unpublish, for those who may publish.
 */
export function PublishControl({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const live = usePublishedBotQuery(bot.id, !!bot.publishedBotId)
  const publish = usePublishBot(bot.workspaceId)
  const unpublish = useUnpublishBot(bot.workspaceId)
  const state = draftPublishState(bot, live.data)
  const onPublish = async () => {
    // Publishing snapshots the stored draft: edits still waiting to be saved must be in it.
    await pendingSaves.flush(bot.id)
    publish.mutate({ botId: bot.id }, { onSuccess: () => toast.success(`Published “${bot.name}”`) })
  }
  return (
    <div className="flex items-center gap-3">
      {state && <Badge tone={tones[state]}>{publishStateLabels[state]}</Badge>}
      {canEdit && (
        <div className="flex items-center">
          <Button
            variant="primary"
            size="sm"
            icon={<Rocket aria-hidden className="size-4" />}
            pending={publish.isPending}
            disabled={state === 'published'}
            onClick={() => void onPublish()}
            className={bot.publishedBotId ? 'rounded-r-none' : undefined}
          >
            Publish
          </Button>
          {bot.publishedBotId && (
            <Menu
              label="Live version options"
              trigger={<ChevronDown aria-hidden className="size-4" />}
              triggerClassName="flex h-8 items-center rounded-r-lg border-l border-indigo-400 bg-indigo-600 px-1.5 text-white hover:bg-indigo-500"
            >
              <MenuItem
                icon={<EyeOff aria-hidden className="size-4" />}
                onSelect={() => unpublish.mutate({ botId: bot.id }, { onSuccess: () => toast.success(`“${bot.name}” is no longer published`) })}
              >
                Unpublish
              </MenuItem>
            </Menu>
          )}
        </div>
      )}
    </div>
  )
}
