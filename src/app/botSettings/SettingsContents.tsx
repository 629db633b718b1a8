import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { cx, focusRing } from '@/app/ui/cx'
import { settingsSections } from './settingsSections'

const sections = Object.values(settingsSections)

/**
 * The page's table of contents: a link per section (`#settings-typing`). Opening the page with a
 * section's hash, or following a link, scrolls to that section and moves focus to its heading, so
 * keyboard and screen-reader users land where sighted ones do.
 */
export function SettingsContents({ className }: { className?: string }) {
  const { hash } = useLocation()
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!sections.some((section) => section.id === id)) return
    const heading = document.getElementById(id)
    heading?.scrollIntoView({ block: 'start' })
    heading?.focus({ preventScroll: true })
  }, [hash])
  return (
    <nav aria-label="Settings sections" className={className}>
      <p className="mb-1.5 text-xs font-semibold tracking-wide text-zinc-500 uppercase dark:text-zinc-400">On this page</p>
      <ul className="flex flex-wrap gap-x-1 gap-y-1 xl:flex-col">
        {sections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              aria-current={hash === `#${section.id}` ? 'location' : undefined}
              className={cx(
                'block rounded-md px-2 py-1 text-sm text-zinc-700 hover:bg-zinc-100 hover:text-zinc-900 aria-[current]:bg-indigo-50 aria-[current]:font-medium aria-[current]:text-indigo-700 dark:text-zinc-300 dark:hover:bg-zinc-800 dark:hover:text-zinc-100 dark:aria-[current]:bg-indigo-500/10 dark:aria-[current]:text-indigo-300',
                focusRing,
              )}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
