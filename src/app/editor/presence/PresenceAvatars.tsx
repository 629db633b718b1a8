import { cx, focusRing } from '@/app/ui/cx'
import { Tooltip } from '@/app/ui/Tooltip'
import { useFollowStore } from './followStore'
import { usePeers, usePresenceSession } from './PresenceContext'
import { peopleOf } from './presenceState'

/** At most this many avatars; the rest are counted. */
const shown = 5

/**
 * The other people in this bot, in the header: their initials in their colour, their name on hover.
 * A click follows their view of the canvas (until you pan); a second click stops following.
 */
export function PresenceAvatars() {
  const session = usePresenceSession()
  const people = peopleOf(usePeers(), session?.self.id ?? null)
  const following = useFollowStore((state) => state.following)
  const follow = useFollowStore((state) => state.follow)
  if (!session || people.length === 0) return null
  const rest = people.length - shown
  return (
    <div role="group" aria-label="People in this bot" className="flex items-center -space-x-1.5">
      {people.slice(0, shown).map((person) => {
        const isFollowed = following === person.clientId
        const label = isFollowed ? `Stop following ${person.user.name}` : `Follow ${person.user.name}`
        return (
          <Tooltip key={person.user.id} content={isFollowed ? `${person.user.name} (following)` : person.user.name} describe={false}>
            <button
              type="button"
              aria-label={label}
              aria-pressed={isFollowed}
              data-testid="presence-avatar"
              onClick={() => follow(isFollowed ? null : person.clientId)}
              className={cx(
                'relative inline-flex size-8 items-center justify-center rounded-full border-2 border-white text-xs font-semibold text-white dark:border-zinc-900',
                isFollowed && 'ring-2 ring-offset-1 ring-offset-white dark:ring-offset-zinc-900',
                focusRing,
              )}
              style={{ backgroundColor: person.color, ...(isFollowed && { ['--tw-ring-color' as string]: person.color }) }}
            >
              {person.initials}
            </button>
          </Tooltip>
        )
      })}
      {rest > 0 && (
        <span className="inline-flex size-8 items-center justify-center rounded-full border-2 border-white bg-zinc-200 text-xs font-semibold text-zinc-700 dark:border-zinc-900 dark:bg-zinc-700 dark:text-zinc-100">
          +{rest}
          <span className="sr-only"> more</span>
        </span>
      )}
    </div>
  )
}
