import { useId, useState } from 'react'
import { CircleCheck, CircleX, ExternalLink, Loader2 } from 'lucide-react'
import type { Bot } from '@/shared/bot/bot'
import { errorMessage, isConflict } from '@/app/api/apiErrors'
import { FormCard } from '@/app/botSettings/form/FormCard'
import { Button } from '@/app/ui/Button'
import { cx } from '@/app/ui/cx'
import { toast } from '@/app/ui/toastStore'
import { CopyButton } from '../CopyButton'
import { publicPageUrl } from '../serviceBase'
import { usePublicIdAvailability, type Availability } from './usePublicIdAvailability'
import { isPublicIdTaken, useSavePublicId } from './useSavePublicId'

const spinner = <Loader2 aria-hidden className="size-3.5 animate-spin" />
const good = <CircleCheck aria-hidden className="size-3.5" />
const bad = <CircleX aria-hidden className="size-3.5" />

/** What the check says under the field, with the tone to say it in. */
function describe(availability: Availability): [React.ReactNode, string, string] {
  switch (availability.state) {
    case 'unchanged':
      return [null, 'At least 4 characters: letters, digits, “-” and “.”.', 'font-normal text-zinc-500 dark:text-zinc-400']
    case 'checking':
      return [spinner, 'Checking whether it is free…', 'text-zinc-500 dark:text-zinc-400']
    case 'available':
      return [good, 'Available. Save to use it: the old address stops working.', 'text-emerald-700 dark:text-emerald-400']
    case 'taken':
      return [bad, 'Public id: already taken by another bot.', 'text-red-600 dark:text-red-400']
    default:
      return [bad, availability.message, 'text-red-600 dark:text-red-400']
  }
}

/** The public id with its live availability check, and the public page's address to copy or open. */
export function PublicIdCard({ bot, canEdit, base }: { bot: Bot; canEdit: boolean; base: string }) {
  const id = useId()
  const [draft, setDraft] = useState(bot.publicId ?? '')
  const [refusal, setRefusal] = useState<string | null>(null)
  const save = useSavePublicId(bot.workspaceId)
  const availability = usePublicIdAvailability(bot.id, draft, bot.publicId)
  const said = refusal ? ([bad, refusal, 'text-red-600 dark:text-red-400'] as const) : describe(availability)
  const url = bot.publicId ? publicPageUrl(base, bot.publicId) : null

  const submit = () => {
    if (availability.state !== 'available') return
    save.mutate(
      { botId: bot.id, bot: { publicId: draft, updatedAt: bot.updatedAt } },
      {
        onSuccess: () => toast.success('Public id saved'),
        onError: (error) =>
          setRefusal(
            isPublicIdTaken(error)
              ? 'Public id: already taken by another bot.'
              : isConflict(error)
                ? 'This bot was changed elsewhere; its latest version is now loaded. Save again.'
                : errorMessage(error),
          ),
      },
    )
  }

  return (
    <FormCard title="Public page" id="share-public-page" description="Anyone with this address can chat with the published bot.">
      <form
        className="space-y-1.5"
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <label htmlFor={id} className="block text-xs font-medium text-zinc-700 dark:text-zinc-300">
          Public id
        </label>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex h-9 min-w-0 flex-1 items-center overflow-hidden rounded-lg border border-zinc-300 bg-white shadow-sm focus-within:ring-2 focus-within:ring-indigo-500 has-[:disabled]:opacity-60 dark:border-zinc-700 dark:bg-zinc-900">
            <span className="hidden h-full max-w-[55%] items-center truncate border-r border-zinc-200 bg-zinc-50 px-3 text-sm text-zinc-500 sm:flex dark:border-zinc-700 dark:bg-zinc-800 dark:text-zinc-400">
              {base}/b/
            </span>
            <input
              id={id}
              value={draft}
              disabled={!canEdit}
              spellCheck={false}
              autoComplete="off"
              aria-invalid={availability.state === 'invalid' || availability.state === 'taken' || undefined}
              aria-describedby={`${id}-status`}
              onChange={(event) => {
                setDraft(event.target.value.trim())
                setRefusal(null)
              }}
              className="h-full min-w-24 flex-1 bg-transparent px-3 text-sm text-zinc-900 outline-none dark:text-zinc-100"
            />
          </div>
          {canEdit && (
            <Button type="submit" variant="primary" pending={save.isPending} disabled={availability.state !== 'available'}>
              Save
            </Button>
          )}
        </div>
        <p id={`${id}-status`} role="status" className={cx('flex min-h-5 items-center gap-1.5 text-xs font-medium', said[2])}>
          {said[0]}
          {said[1]}
        </p>
      </form>
      {url && (
        <div className="flex flex-wrap items-center gap-2 rounded-lg bg-zinc-50 px-3 py-2 dark:bg-zinc-800/60">
          <a
            href={url}
            target="_blank"
            rel="noreferrer"
            className="inline-flex min-w-0 flex-1 items-center gap-1.5 truncate text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            <span className="truncate" data-testid="public-url">
              {url}
            </span>
            <ExternalLink aria-hidden className="size-3.5 shrink-0" />
          </a>
          <CopyButton text={url} what="public address" size="sm" />
        </div>
      )}
    </FormCard>
  )
}
