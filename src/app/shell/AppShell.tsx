import { Link, Outlet } from 'react-router'
import { BotMessageSquare } from 'lucide-react'
import { ThemeMenu } from '@/app/theme/ThemeMenu'
import { focusRing } from '@/app/ui/cx'
import { WorkspaceSwitcher } from '@/app/workspace/WorkspaceSwitcher'
import { AccountMenu } from './AccountMenu'
import { NavigationProgress } from './NavigationProgress'
import { SkipLink } from './SkipLink'
import { WorkspaceNav } from './WorkspaceNav'

/** Header (logo, workspace switcher, workspace pages, theme, account) around every page but the editor. */
export function AppShell() {
  return (
    <div className="min-h-dvh bg-zinc-50 text-zinc-900 dark:bg-zinc-950 dark:text-zinc-100">
      <SkipLink />
      <NavigationProgress />
      <header className="sticky top-0 z-30 border-b border-zinc-200 bg-white/90 backdrop-blur dark:border-zinc-800 dark:bg-zinc-900/90">
        <div className="mx-auto flex h-14 max-w-6xl items-center gap-2 px-4">
          <Link to="/" className={`flex items-center gap-2 rounded-lg pr-1 ${focusRing}`}>
            <span className="flex size-8 items-center justify-center rounded-lg bg-indigo-600 text-white">
              <BotMessageSquare aria-hidden className="size-5" />
            </span>
            <span className="hidden text-sm font-semibold sm:inline">Chatbot builder</span>
          </Link>
          <span aria-hidden className="text-zinc-300 dark:text-zinc-700">
            /
          </span>
          <WorkspaceSwitcher />
          <div className="ml-auto flex items-center gap-1">
            <ThemeMenu />
            <AccountMenu />
          </div>
        </div>
        <div className="mx-auto max-w-6xl px-4">
          <WorkspaceNav />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-6xl px-4 py-8 outline-none">
        <Outlet />
      </main>
    </div>
  )
}
