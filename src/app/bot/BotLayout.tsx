import { Link, Outlet, useParams } from 'react-router'
import { SearchX } from 'lucide-react'
import { SkipLink } from '@/app/shell/SkipLink'
import { EmptyState } from '@/app/ui/EmptyState'
import { Skeleton } from '@/app/ui/Skeleton'
import { useBotQuery } from './api/useBotQuery'
import type { BotContext } from './botContext'
import { BotHeader } from './BotHeader'

/** `/bots/:botId/*`: loads the bot once for its header and whichever panel is open. */
export function BotLayout() {
  const botId = useParams().botId!
  const query = useBotQuery(botId)
  if (query.isError) {
    return (
      <main className="mx-auto max-w-xl px-4 py-16">
        <EmptyState icon={<SearchX aria-hidden className="size-6" />} title="This bot could not be opened">
          <p>
            {query.error.message}.{' '}
            <Link to="/" className="font-medium text-indigo-700 underline dark:text-indigo-300">
              Back to your bots
            </Link>
          </p>
        </EmptyState>
      </main>
    )
  }
  if (!query.data) {
    return (
      <div aria-busy="true" aria-label="Loading the bot">
        <div className="flex h-14 items-center gap-3 border-b border-zinc-200 px-4 dark:border-zinc-800">
          <Skeleton className="size-8" />
          <Skeleton className="h-5 w-48" />
        </div>
      </div>
    )
  }
  const context: BotContext = { bot: query.data.bot, canEdit: query.data.currentUserMode === 'write' }
  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <SkipLink />
      <BotHeader bot={context.bot} canEdit={context.canEdit} />
      <main id="main" tabIndex={-1} className="flex-1 px-4 py-8 outline-none">
        <Outlet context={context} />
      </main>
    </div>
  )
}
