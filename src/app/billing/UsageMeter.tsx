import type { Usage } from '@/shared/billing'

const longDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'long' })

/** Chats used this month, against the plan's quota when it has one, and when the count starts again. */
export function UsageMeter({ usage }: { usage: Usage }) {
  const { totalChatsUsed: used, chatsLimit: limit } = usage
  const share = limit ? Math.min(1, used / limit) : 0
  const tone = share >= 1 ? 'bg-red-600 dark:bg-red-500' : share >= 0.8 ? 'bg-amber-500' : 'bg-indigo-600 dark:bg-indigo-400'
  return (
    <div className="space-y-3">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        <span className="text-2xl font-semibold text-zinc-900 tabular-nums dark:text-zinc-50">{used.toLocaleString()}</span>
        {limit !== undefined ? ` of ${limit.toLocaleString()} chats` : ' chats'} this month
      </p>
      {limit !== undefined ? (
        <div
          role="meter"
          aria-label="Chats used this month"
          aria-valuemin={0}
          aria-valuemax={limit}
          aria-valuenow={Math.min(used, limit)}
          aria-valuetext={`${used} of ${limit} chats`}
          className="h-2 overflow-hidden rounded-full bg-zinc-200 dark:bg-zinc-800"
        >
          <div className={`h-full rounded-full ${tone}`} style={{ width: `${share * 100}%` }} />
        </div>
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">This plan has no monthly limit on this service.</p>
      )}
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {share >= 1 ? 'New chats are refused until the count resets' : 'The count resets'} on {longDate(usage.resetsAt)}.
      </p>
    </div>
  )
}
