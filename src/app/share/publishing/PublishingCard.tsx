import type { ReactNode } from 'react'
import { DoorClosed, DoorOpen, EyeOff, Rocket } from 'lucide-react'
import type { Bot } from '@/shared/bot/bot'
import { usePublishBot } from '@/app/bot/api/usePublishBot'
import { usePublishedBotQuery } from '@/app/bot/api/usePublishedBotQuery'
import { useUnpublishBot } from '@/app/bot/api/useUnpublishBot'
import { useUpdateBot } from '@/app/bot/api/useUpdateBot'
import { draftPublishState } from '@/app/bot/draftPublishState'
import { publishStateLabels } from '@/app/bot/publishState'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { pendingSaves } from '@/app/editor/saving/pendingSaves'
import { Badge } from '@/app/ui/Badge'
import { Button } from '@/app/ui/Button'
import { toast } from '@/app/ui/toastStore'

const tones = { draft: 'neutral', published: 'success', changed: 'warning' } as const

/** One action: what it does, in a sentence, beside its button. */
function ActionRow({ title, children, action }: { title: string; children: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <h4 className="text-sm font-medium text-zinc-900 dark:text-zinc-100">{title}</h4>
        <p className="mt-0.5 text-sm text-zinc-600 dark:text-zinc-400">{children}</p>
      </div>
      {action}
    </div>
  )
}

/** Publish, unpublish and close, each with what it does said plainly. */
export function PublishingCard({ bot, canEdit }: { bot: Bot; canEdit: boolean }) {
  const live = usePublishedBotQuery(bot.id, !!bot.publishedBotId)
  const publish = usePublishBot(bot.workspaceId)
  const unpublish = useUnpublishBot(bot.workspaceId)
  const update = useUpdateBot(bot.workspaceId)
  const state = draftPublishState(bot, live.data)
  const isPublished = !!bot.publishedBotId

  const onPublish = async () => {
    // Publishing copies the stored draft: edits still waiting to be saved must be in it.
    await pendingSaves.flush(bot.id)
    publish.mutate({ botId: bot.id }, { onSuccess: () => toast.success(`Published “${bot.name}”`) })
  }
  const setClosed = (isClosed: boolean) =>
    update.mutate(
      { botId: bot.id, bot: { isClosed, updatedAt: bot.updatedAt } },
      { onSuccess: () => toast.success(isClosed ? `“${bot.name}” no longer takes new chats` : `“${bot.name}” takes new chats again`) },
    )

  return (
    <FormCard
      title="Publishing"
      id="share-publishing"
      description={
        <span className="flex flex-wrap items-center gap-2">
          Visitors run the published version, not the draft you edit.
          {state && <Badge tone={tones[state]}>{publishStateLabels[state]}</Badge>}
          {bot.isClosed && <Badge tone="warning">Closed</Badge>}
        </span>
      }
    >
      <div className="divide-y divide-zinc-200 dark:divide-zinc-800">
        <ActionRow
          title={state === 'published' ? 'Up to date' : state === 'changed' ? 'Publish the changes' : 'Publish'}
          action={
            canEdit && (
              <Button variant="primary" icon={<Rocket aria-hidden className="size-4" />} pending={publish.isPending} disabled={state === 'published'} onClick={() => void onPublish()}>
                Publish
              </Button>
            )
          }
        >
          {state === 'published'
            ? 'Visitors run exactly this draft. Change the flow, theme or settings to publish again.'
            : 'Copies the current draft (flow, theme and settings) into a new version. New chats run it at once; chats under way keep the version they started with.'}
        </ActionRow>
        {isPublished && (
          <ActionRow
            title="Unpublish"
            action={
              canEdit && (
                <Button icon={<EyeOff aria-hidden className="size-4" />} pending={unpublish.isPending} onClick={() => unpublish.mutate({ botId: bot.id }, { onSuccess: () => toast.success(`“${bot.name}” is no longer published`) })}>
                  Unpublish
                </Button>
              )
            }
          >
            Takes the public page and every embed offline: visitors get “not found”. The draft, the versions and the results are kept.
          </ActionRow>
        )}
        <ActionRow
          title={bot.isClosed ? 'Reopen' : 'Close'}
          action={
            canEdit && (
              <Button
                icon={bot.isClosed ? <DoorOpen aria-hidden className="size-4" /> : <DoorClosed aria-hidden className="size-4" />}
                pending={update.isPending}
                onClick={() => setClosed(!bot.isClosed)}
              >
                {bot.isClosed ? 'Reopen' : 'Close'}
              </Button>
            )
          }
        >
          {bot.isClosed
            ? 'The bot refuses new chats: visitors see its “bot closed” message (Settings › System messages). Reopen to take chats again.'
            : 'Stops new chats without unpublishing: visitors see the “bot closed” message of Settings. Chats already under way can finish.'}
        </ActionRow>
      </div>
    </FormCard>
  )
}
