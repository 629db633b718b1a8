import { Spinner } from '@/app/ui/Spinner'

/** Shown while the first page's code loads. */
export function AppLoading() {
  return (
    <div className="min-h-dvh bg-zinc-50 pt-[20vh] dark:bg-zinc-950">
      <Spinner label="Loading the app" />
    </div>
  )
}
