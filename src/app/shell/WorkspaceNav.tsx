import { Link, useLocation, useParams } from 'react-router'
import { cx, focusRing } from '@/app/ui/cx'

const links = [
  { to: '', label: 'Bots' },
  { to: '/members', label: 'Members' },
  { to: '/settings', label: 'Settings' },
  { to: '/billing', label: 'Billing' },
]

/** The pages of the current workspace; "Bots" covers the dashboard and its folders. */
export function WorkspaceNav() {
  const { workspaceId } = useParams()
  const { pathname } = useLocation()
  if (!workspaceId) return null
  const base = `/w/${workspaceId}`
  const isActive = (to: string) => (to ? pathname === base + to : pathname === base || pathname.startsWith(`${base}/folders/`))
  return (
    <nav aria-label="Workspace" className="-mb-px flex gap-1 overflow-x-auto">
      {links.map((link) => (
        <Link
          key={link.label}
          to={base + link.to}
          aria-current={isActive(link.to) ? 'page' : undefined}
          className={cx(
            'rounded-t-md border-b-2 px-3 py-2.5 text-sm font-medium whitespace-nowrap',
            focusRing,
            isActive(link.to)
              ? 'border-indigo-600 text-zinc-900 dark:border-indigo-400 dark:text-zinc-50'
              : 'border-transparent text-zinc-600 hover:text-zinc-900 dark:text-zinc-400 dark:hover:text-zinc-100',
          )}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}
