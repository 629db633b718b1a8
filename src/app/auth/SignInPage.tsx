import { Navigate, useLocation } from 'react-router'
import { BotMessageSquare } from 'lucide-react'
import { ThemeMenu } from '@/app/theme/ThemeMenu'
import { useConnectionStore, useIsSignedIn } from './connectionStore'
import { SignInForm } from './SignInForm'

/** `/signin`: paste a token, optionally for another service; says why the last session ended. */
export function SignInPage() {
  const signedIn = useIsSignedIn()
  const notice = useConnectionStore((state) => state.notice)
  const from = (useLocation().state as { from?: string } | null)?.from ?? '/'
  if (signedIn) return <Navigate to={from} replace />

  return (
    <div className="flex min-h-dvh flex-col bg-zinc-50 dark:bg-zinc-950">
      <header className="flex justify-end p-4">
        <ThemeMenu />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 flex-col px-4 pt-[6vh] pb-16">
        <div className="mb-6 flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-indigo-600 text-white shadow-sm">
            <BotMessageSquare aria-hidden className="size-6" />
          </span>
          <div>
            <h1 className="text-xl font-semibold text-zinc-900 dark:text-zinc-50">Sign in to Chatbot builder</h1>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">Build, publish and review chatbots.</p>
          </div>
        </div>
        {notice && (
          <p role="alert" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200">
            {notice}
          </p>
        )}
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 shadow-sm dark:border-zinc-800 dark:bg-zinc-900">
          <SignInForm onSignedIn={from} />
        </div>
        <p className="mt-6 text-sm text-zinc-600 dark:text-zinc-400">
          Running the service yourself? Start it with <code className="rounded bg-zinc-200/70 px-1 py-0.5 text-xs dark:bg-zinc-800">npm start</code> and
          open the sign-in URL it prints.
        </p>
      </main>
    </div>
  )
}
