import { NavLink } from 'react-router'
import { cx, focusRing } from '@/app/ui/cx'
import { botPanels } from './botPanels'

/** Links to the bot's six panels; the current one is marked for screen readers too. */
export function BotTabs({ botId }: { botId: string }) {
  return (
    <nav aria-label="Bot panels" className="-mb-px flex gap-1 overflow-x-auto">
      {botPanels.map((panel) => (
        <NavLink
          key={panel.path}
          to={`/bots/${botId}/${panel.path}`}
          className={({ isActive }) =>
            cx(
              'rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
              focusRing,
              isActive
                ? 'border-indigo-600 text-zinc-900 dark:border-indigo-400 dark:text-zinc-50'
                : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
            )
          }
        >
          {panel.label}
        </NavLink>
      ))}
    </nav>
  )
}
